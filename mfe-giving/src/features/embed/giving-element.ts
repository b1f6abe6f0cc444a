import {
  APP_BASE_PATH,
  DEFAULT_CONFIG_URL,
  ROUTES,
  apiUrl,
  detectLanguage,
  getConfig,
  isLanguage,
  loadConfig,
  orderRoute,
} from '@eoffering/shared';
import type { Language } from '@eoffering/shared';
import { projectListBody } from '@eoffering/shared/contract';
import { nameIn } from '@eoffering/shared/rules';
import { parseAid } from '../../components/project-calls/project-calls';
import { projectIntro } from '../../components/project-icon/project-texts';
import {
  HOME_TEXTS,
  fill,
  h,
  projectsOfAnswer,
  type Child,
  type PlainProject,
} from '../../components/plain-cards/plain-cards';
import css from './giving-element.css';

/** The tag a church website writes (README: embedding the giving widget). */
export const GIVING_ELEMENT = 'eoffering-giving';

type Texts = (typeof HOME_TEXTS)[Language];

/**
 * The project list from the portal at `portal`: its config.json first (the church's rewrite id and
 * the call's path, docs/architecture.md), then the call. Cross-origin both, allowed by the portal's
 * CORS for the origins of its EMBED_ORIGINS setting; no cookie is sent. The answer is JSON from
 * another origin read without the portal's client, so it is checked before a card is built
 * (docs/decisions.md, answers checked where they enter): a malformed one fails the load.
 */
const fetchProjects = async (portal: string): Promise<PlainProject[]> => {
  await loadConfig(new URL(DEFAULT_CONFIG_URL, portal).href);
  const response = await fetch(new URL(apiUrl('get_project_info_list'), portal), {
    method: 'POST',
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(projectListBody(getConfig())),
  });
  return projectsOfAnswer(await response.json(), response.status);
};

/** The widget, once per page: the stylesheet is shared by every element. */
export const defineGivingElement = (portal: string): void => {
  if (customElements.get(GIVING_ELEMENT)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);

  /** An address of the portal; anything but http(s) (a `javascript:` image URL) is dropped. */
  const portalUrl = (value: string): string | null => {
    try {
      const url = new URL(value, portal);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
    } catch {
      return null;
    }
  };
  const appUrl = (path: string): string => new URL(`${APP_BASE_PATH}${path}`, portal).href;
  const image = (value: string, className: string): HTMLElement => {
    const src = portalUrl(value);
    return h('img', { class: className, alt: '', ...(src ? { src } : {}) });
  };

  const card = (project: PlainProject, texts: Texts, language: Language): HTMLElement => {
    const name = nameIn(language, project, 'project_name');
    const nameId = `eoffering-project-${project.project_aid}`;
    const projectAid = project.project_aid;
    const icon = h('span', { class: 'icon' }, image(project.project_icon_url, 'glyph'));
    // Set through the CSS object model, which ignores a value that is not a colour.
    if (project.icon_bg) icon.style.backgroundColor = project.icon_bg;
    // docs/screens/giving.md, 'start donating': neither the portal's saved draft nor its session can be read from
    // another site, so the guest's order page; a project taking gifts elsewhere (if_tra 0) goes to
    // its page, whose button asks before leaving the portal.
    const start =
      project.if_tra === 1
        ? orderRoute('express').build({ projectAid })
        : ROUTES.projectDetail.build({ projectAid });
    return h(
      'li',
      { class: 'card' },
      h(
        'article',
        { class: 'article', 'aria-labelledby': nameId },
        image(project.project_img_url, 'image'),
        h('div', { class: 'heading' }, icon, h('h3', { id: nameId, class: 'name' }, name)),
        h('p', { class: 'intro' }, projectIntro(project, language)),
        h(
          'div',
          { class: 'actions' },
          h(
            'a',
            {
              class: 'button link',
              href: appUrl(ROUTES.projectDetail.build({ projectAid })),
              'aria-label': fill(texts.learnMoreAbout, { name }),
            },
            texts.learnMore,
          ),
          h(
            'a',
            {
              class: 'button primary',
              href: appUrl(start),
              'aria-label': fill(texts.startDonatingTo, { name }),
            },
            texts.startDonating,
          ),
        ),
      ),
    );
  };

  /**
   * `<eoffering-giving lang="zh-TW|en" project="N">`: the church's giving projects (or project N
   * only) as cards linking into the portal, in a shadow root of their own.
   */
  class GivingElement extends HTMLElement {
    static readonly observedAttributes = ['lang', 'project'];

    readonly #root: ShadowRoot;

    /** Each render's number: an answer for an older one is dropped. */
    #renders = 0;

    constructor() {
      super();
      this.#root = this.attachShadow({ mode: 'open' });
      this.#root.adoptedStyleSheets = [sheet];
    }

    connectedCallback(): void {
      void this.#render();
    }

    attributeChangedCallback(): void {
      if (this.#renders > 0) void this.#render();
    }

    #show(texts: Texts, ...content: Child[]): void {
      const titleId = 'eoffering-giving-title';
      this.#root.replaceChildren(
        h(
          'section',
          { class: 'widget', 'aria-labelledby': titleId },
          h('h2', { id: titleId, class: 'title' }, texts.title),
          ...content,
        ),
      );
    }

    async #render(): Promise<void> {
      const turn = ++this.#renders;
      // docs/screens/shell.md: the page's choice, else the browser's language.
      const language = isLanguage(this.lang) ? this.lang : detectLanguage(navigator.languages);
      const texts = HOME_TEXTS[language];
      const wanted = this.getAttribute('project');
      this.#show(texts, h('p', { class: 'message', role: 'status' }, texts.loading));
      try {
        const projects = (await fetchProjects(portal)).filter(
          (project) => wanted === null || project.project_aid === parseAid(wanted),
        );
        if (turn !== this.#renders) return;
        this.#show(
          texts,
          projects.length === 0
            ? h('p', { class: 'message' }, texts.empty)
            : h(
                'ul',
                { class: 'list' },
                ...projects.map((project) => card(project, texts, language)),
              ),
        );
      } catch (error) {
        if (turn !== this.#renders) return;
        // The host page keeps working; the cause goes to the console for the site's team.
        console.error('eoffering giving widget: the projects could not be loaded', error);
        this.#show(texts, h('p', { class: 'message', role: 'alert' }, texts.loadFailed));
      }
    }
  }

  customElements.define(GIVING_ELEMENT, GivingElement);
};
