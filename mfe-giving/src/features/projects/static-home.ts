import { ROUTES } from '@eoffering/shared/routes';
import {
  APP_BASE_PATH,
  buttonClassName,
  staticPageSection,
  type FirstScreenContent,
} from '@eoffering/shared/boot';
import type { Project } from '@eoffering/shared/contract';
import { nameIn } from '@eoffering/shared/rules';
import {
  HOME_TEXTS,
  fill,
  h,
  projectsOfAnswer,
  type PlainProject,
} from '../../components/plain-cards/plain-cards';
import iconStyles from '../../components/project-icon/project-icon.module.css';
import { projectIntro } from '../../components/project-icon/project-texts';
import { asCampaign } from './as-campaign';
import { staticCampaignProgress } from './static-campaign-progress';
import homeStyles from './home-page.module.css';
import styles from './project-card.module.css';

// The home page's cards as plain DOM for the static first screen (docs/decisions.md, 'The first
// screen painted before the app'): the elements, classes and texts `HomePage` and `ProjectCard`
// render once the list is in, so React's page replaces it without a visible change. A jest test
// holds the two together (static-home.test.tsx).

/** The id of a static card's name: not the React card's, which is in the page at the same time. */
export const staticNameId = (projectAid: number): string => `eo-static-project-${projectAid}-name`;

const card = (project: PlainProject, language: keyof typeof HOME_TEXTS): HTMLElement => {
  const texts = HOME_TEXTS[language];
  const name = nameIn(language, project, 'project_name');
  const nameId = staticNameId(project.project_aid);
  const campaign = asCampaign(project as Project);
  const glyph = h('img', { class: iconStyles.glyph ?? '', src: project.project_icon_url, alt: '' });
  const icon = h('span', { class: iconStyles.icon ?? '' }, glyph);
  // Set through the CSS object model, as React does, which ignores a value that is not a colour.
  if (project.icon_bg) icon.style.backgroundColor = project.icon_bg;
  const detail = `${APP_BASE_PATH}${ROUTES.projectDetail.build({ projectAid: project.project_aid })}`;
  return h(
    'li',
    { class: styles.card ?? '' },
    h(
      'article',
      { class: styles.article ?? '', 'aria-labelledby': nameId },
      h('img', { class: styles.image ?? '', src: project.project_img_url, alt: '' }),
      h(
        'div',
        { class: styles.body ?? '' },
        h(
          'div',
          { class: iconStyles.heading ?? '' },
          icon,
          h('h2', { id: nameId, class: styles.name ?? '' }, name),
        ),
        h('p', { class: styles.intro ?? '' }, projectIntro(project, language)),
        ...(campaign ? [staticCampaignProgress(campaign, name, language)] : []),
        h(
          'div',
          { class: styles.actions ?? '' },
          h(
            'a',
            {
              class: buttonClassName('link'),
              'aria-label': fill(texts.learnMoreAbout, { name }),
              href: detail,
            },
            texts.learnMore,
          ),
          // Pressed before the app has taken over, it does nothing: the app's button, a moment
          // later, decides where a gift starts (the saved draft, the session, an external link).
          h(
            'button',
            {
              type: 'button',
              class: buttonClassName(),
              'aria-label': fill(texts.startDonatingTo, { name }),
            },
            texts.startDonating,
          ),
        ),
      ),
    ),
  );
};

/**
 * The home page's content for the list's answer, or null where the static copy would not be what
 * the app draws: an answer that is not a list of projects, or an empty list (the app's notice).
 */
export const staticHome: FirstScreenContent = (answer, language) => {
  let projects: PlainProject[];
  try {
    projects = projectsOfAnswer(answer, 200);
  } catch {
    return null;
  }
  if (projects.length === 0) return null;
  const section = staticPageSection(HOME_TEXTS[language].title);
  section.append(
    h(
      'ul',
      { class: homeStyles.cards ?? '' },
      ...projects.map((project) => card(project, language)),
    ),
  );
  return section;
};
