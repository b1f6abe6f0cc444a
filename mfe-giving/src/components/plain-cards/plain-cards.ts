import type { Envelope } from '@eoffering/shared';
import { successRc, type Project } from '@eoffering/shared/contract';
import { holdsShape, type Shape } from '@eoffering/shared/rules';
import en from '../../locales/en.json';
import zhTW from '../../locales/zh-TW.json';

// What the project cards drawn without React share: the giving widget of other sites
// (features/embed) and the home page's static first screen (features/projects/static-home.ts).
// Both read the list's answer in the browser without the portal's client, so it is checked here
// before a card is built (docs/decisions.md, answers checked where they enter).

// Only the home texts: the plain builds keep just the JSON properties read here.
export const HOME_TEXTS = { 'zh-TW': zhTW.home, en: en.home } as const;

/** A text with its `{{placeholders}}` filled in, as i18next does. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );

export type Child = Node | string;

/** An element with its attributes and children; text is added as text, never parsed as markup. */
export const h = (
  tag: string,
  attributes: Record<string, string>,
  ...children: Child[]
): HTMLElement => {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
};

/** What a card shows of a project: the only fields the plain cards read. */
export type PlainProject = Pick<
  Project,
  | 'project_aid'
  | 'project_name'
  | 'project_name_en'
  | 'project_intro'
  | 'project_intro_en'
  | 'project_img_url'
  | 'project_icon_url'
  | 'icon_bg'
  | 'if_tra'
  | 'goal_amount'
  | 'goal_end_date'
  | 'given_amount'
  | 'giver_count'
>;

const PLAIN_PROJECT: Shape<PlainProject> = {
  project_aid: 'number',
  project_name: 'string',
  project_name_en: 'optional string',
  project_intro: 'string',
  project_intro_en: 'string',
  project_img_url: 'string',
  project_icon_url: 'string',
  icon_bg: 'string',
  if_tra: 'number',
  goal_amount: 'optional number',
  goal_end_date: 'optional string',
  given_amount: 'optional number',
  giver_count: 'optional number',
};

const ANSWER_RC: Shape<Pick<Envelope<unknown>, 'RC'>> = { RC: 'number' };

const isProjectList = (value: unknown): value is PlainProject[] =>
  Array.isArray(value) &&
  value.every((entry: unknown) => holdsShape<PlainProject>(entry, PLAIN_PROJECT));

/**
 * The projects of a project list's answer (its JSON body, not checked yet); throws with the reason
 * when it is not a successful list of projects.
 */
export const projectsOfAnswer = (answer: unknown, status: number): PlainProject[] => {
  if (!holdsShape<Pick<Envelope<unknown>, 'RC'>>(answer, ANSWER_RC)) {
    throw new Error(`the project list answered HTTP ${status} without an RC`);
  }
  if (answer.RC !== successRc('get_project_info_list')) {
    throw new Error(`the project list answered HTTP ${status}, RC ${answer.RC}`);
  }
  if (!('Result' in answer) || !isProjectList(answer.Result)) {
    throw new Error('the project list answered a Result that is not a list of projects');
  }
  return answer.Result;
};
