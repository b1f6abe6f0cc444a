import type { Project } from '@eoffering/shared/contract';

// Pure rules of a project's texts, for the hooks beside them and for cards drawn without React
// (../plain-cards): this module imports no library.

export type Intros = Pick<Project, 'project_intro' | 'project_intro_en'>;

/** docs/screens/shell.md: project introductions show the English text when English is active. */
export const projectIntro = (project: Intros, language: string | undefined): string =>
  language === 'en' && project.project_intro_en.trim() !== ''
    ? project.project_intro_en
    : project.project_intro;

export type Descriptions = Intros & Pick<Project, 'donation_desc' | 'donation_desc_en'>;

/**
 * docs/screens/giving.md, project detail: the description in the page's language. An English page
 * without an English description shows the introduction instead, never the Chinese description.
 */
export const projectDescription = (project: Descriptions, language: string | undefined): string => {
  const description = language === 'en' ? (project.donation_desc_en ?? '') : project.donation_desc;
  return description.trim() === '' ? projectIntro(project, language) : description;
};
