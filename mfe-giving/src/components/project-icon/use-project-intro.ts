import { useTranslation } from '@eoffering/shared';
import { projectDescription, projectIntro, type Descriptions, type Intros } from './project-texts';

export const useProjectIntro = (project: Intros) => {
  const { i18n } = useTranslation();
  return projectIntro(project, i18n.resolvedLanguage);
};

export const useProjectDescription = (project: Descriptions) => {
  const { i18n } = useTranslation();
  return projectDescription(project, i18n.resolvedLanguage);
};
