import type { Project } from '@eoffering/shared/contract';
import { useTranslation } from '@eoffering/shared';

/** spec 1: project introductions show the English text when English is active. */
export const useProjectIntro = (project: Pick<Project, 'project_intro' | 'project_intro_en'>) => {
  const { i18n } = useTranslation();
  const english = i18n.resolvedLanguage === 'en' && project.project_intro_en.trim() !== '';
  return english ? project.project_intro_en : project.project_intro;
};
