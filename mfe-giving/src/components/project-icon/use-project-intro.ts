import type { Project } from '@eoffering/shared/contract';
import { useTranslation } from '@eoffering/shared';

type Intros = Pick<Project, 'project_intro' | 'project_intro_en'>;

/** docs/screens/shell.md: project introductions show the English text when English is active. */
export const projectIntro = (project: Intros, language: string | undefined): string =>
  language === 'en' && project.project_intro_en.trim() !== ''
    ? project.project_intro_en
    : project.project_intro;

export const useProjectIntro = (project: Intros) => {
  const { i18n } = useTranslation();
  return projectIntro(project, i18n.resolvedLanguage);
};
