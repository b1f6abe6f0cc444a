import type { Locator, Page } from '@playwright/test';
import type { Project } from '@eoffering/shared/contract';
import { checkAccessibility } from '../support/accessibility';
import { projectList } from '../support/backend';
import { e2eOrigin, e2ePort } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { openAppHome } from '../support/home-page';
import { startSeededServer, type SeededServer } from '../support/seeded-server';
import { startStaticSite, type StaticSite } from '../support/static-site';
import { otherLanguage, textsFor, type Texts } from '../support/texts';

// README, embedding the giving widget: a church website of another origin writes one script tag
// and one element. The portal's CORS (EMBED_ORIGINS) lets a listed website read what the widget
// needs; the browser keeps it from any other. A federated host mounts the same widget through the
// giving remote's `./embed` module (docs/decisions.md, one giving widget).

const PORTAL_PORT = e2ePort + 10;
const CHURCH_PORT = e2ePort + 11;
const STRANGER_PORT = e2ePort + 12;

/** The host page's own CSS, hostile on purpose: none of it may reach the widget. */
const HOST_CSS = `
  body { color: rgb(200, 0, 0); font-family: serif; }
  h2, h3 { display: none; }
  a { color: rgb(200, 0, 0); }
  .card { border: 7px solid rgb(200, 0, 0); }
`;

/** A church website's page: its own content and, in `lang`, the two embeddings. */
const churchPage = (
  portal: string,
  language: string,
  projectAid: number,
): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Grace Church</title>
<style>${HOST_CSS}</style>
<script src="${portal}/eoffering/embed.js" defer></script>
</head>
<body>
<main>
<h1>Grace Church</h1>
<p class="card">Sunday service at ten.</p>
<eoffering-giving id="all" lang="${language}"></eoffering-giving>
<eoffering-giving id="one" lang="${language}" project="${projectAid}"></eoffering-giving>
</main>
</body>
</html>`;

let portal: SeededServer;
let church: StaticSite;
let stranger: StaticSite;
let projects: Project[];
/** The language the church page writes on its widgets; each test sets it before loading. */
let pageLanguage = 'zh-TW';

test.beforeAll(async ({ playwright }) => {
  const churchOrigin = `http://127.0.0.1:${CHURCH_PORT}`;
  portal = await startSeededServer(PORTAL_PORT, { EMBED_ORIGINS: churchOrigin });
  const request = await playwright.request.newContext({ baseURL: portal.origin });
  projects = await projectList(request);
  await request.dispose();
  const second = projects[1];
  if (!second) throw new Error('the demo fixtures hold two projects');
  const page = (path: string) =>
    path === '/'
      ? { body: churchPage(portal.origin, pageLanguage, second.project_aid), type: 'text/html' }
      : null;
  church = await startStaticSite(CHURCH_PORT, page);
  stranger = await startStaticSite(STRANGER_PORT, page);
});

test.afterAll(async () => {
  await church.stop();
  await stranger.stop();
  portal.stop();
});

/** One project's card as docs/screens/giving.md draws it, its links and image on the portal at `origin`. */
const expectCard = async (widget: Locator, project: Project, t: Texts, origin = portal.origin) => {
  const card = widget.getByRole('article', { name: t.nameOf(project, 'project_name') });
  await expect(
    card.getByRole('heading', { level: 3, name: t.nameOf(project, 'project_name') }),
  ).toBeVisible();
  const intro =
    t.language === 'en' && project.project_intro_en.trim() !== ''
      ? project.project_intro_en
      : project.project_intro;
  await expect(card.getByText(intro)).toBeVisible();
  await expect(
    card.getByRole('link', {
      name: t('giving:home.learnMoreAbout', { name: t.nameOf(project, 'project_name') }),
    }),
  ).toHaveAttribute('href', `${origin}/eoffering/project_detail/${project.project_aid}`);
  const start = card.getByRole('link', {
    name: t('giving:home.startDonatingTo', { name: t.nameOf(project, 'project_name') }),
  });
  await expect(start).toHaveText(t('giving:home.startDonating'));
  await expect(start).toHaveAttribute(
    'href',
    project.if_tra === 1
      ? `${origin}/eoffering/order/express/${project.project_aid}`
      : `${origin}/eoffering/project_detail/${project.project_aid}`,
  );
  // The project image, from the portal, really loaded.
  const image = card.locator('img').first();
  await expect(image).toHaveAttribute('src', new RegExp(`^${origin}/`));
  // The card is drawn as soon as the project arrives; the image's bytes may still be on their way.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
};

/** What a widget shows and how: its shadow root's markup and the rules of its stylesheet. */
const lookOf = (widget: Locator) =>
  widget.evaluate((element) => ({
    markup: element.shadowRoot?.innerHTML ?? '',
    styles: (element.shadowRoot?.adoptedStyleSheets ?? []).map((sheet) =>
      Array.from(sheet.cssRules, (rule) => rule.cssText),
    ),
  }));

/**
 * Mounts the giving remote's `./embed` into a new element of a portal page, through the federation
 * runtime the shell started: what a federated host does.
 */
const mountFederatedEmbed = async (page: Page, language: string): Promise<Locator> => {
  await page.evaluate(async (lang) => {
    // mfe-shared/src/federation/remote-modules.ts: RemoteEmbedModule.
    interface EmbedModule {
      mount(element: HTMLElement, options: { language: string }): () => void;
    }
    interface Federation {
      __INSTANCES__: { name: string; loadRemote(id: string): Promise<EmbedModule> }[];
    }
    const { __FEDERATION__: federation } = globalThis as { __FEDERATION__?: Federation };
    const shell = federation?.__INSTANCES__.find(({ name }) => name === 'shell');
    if (!shell) throw new Error('the page runs no federation host');
    const embed = await shell.loadRemote('giving/embed');
    const element = document.createElement('div');
    element.id = 'federated';
    document.body.append(element);
    embed.mount(element, { language: lang });
  }, language);
  return page.locator('#federated eoffering-giving');
};

test('a listed church website shows every project, or one, in its own styles', async ({
  page,
  t,
}) => {
  pageLanguage = t.language;
  await page.goto(`${church.origin}/`);
  const all = page.locator('#all');
  await expect(all.getByRole('heading', { level: 2, name: t('giving:home.title') })).toBeVisible();
  for (const project of projects) await expectCard(all, project, t);

  // project="N": that project's card only.
  const one = page.locator('#one');
  const second = projects[1] as Project;
  await expectCard(one, second, t);
  await expect(one.getByRole('article')).toHaveCount(1);

  // The host's CSS does not reach into the widget, and the widget's does not reach out.
  const link = all.getByRole('link').first();
  expect(await link.evaluate((a) => getComputedStyle(a).color)).not.toBe('rgb(200, 0, 0)');
  expect(
    await all
      .locator('h3')
      .first()
      .evaluate((h) => getComputedStyle(h).display),
  ).not.toBe('none');
  const hostCard = page.locator('main > p.card');
  expect(await hostCard.evaluate((p) => getComputedStyle(p).borderTopWidth)).toBe('7px');
  expect(await hostCard.evaluate((p) => getComputedStyle(p).color)).toBe('rgb(200, 0, 0)');

  // The links lead into the portal.
  const first = projects[0] as Project;
  await all
    .getByRole('link', {
      name: t('giving:home.learnMoreAbout', { name: t.nameOf(first, 'project_name') }),
    })
    .click();
  await expect(page).toHaveURL(`${portal.origin}/eoffering/project_detail/${first.project_aid}`);
  await expect(
    page
      .getByRole('main')
      .getByRole('heading', { level: 1, name: t.nameOf(first, 'project_name') }),
  ).toBeVisible();
});

test('the other language follows the lang attribute, not the browser', async ({ page, t }) => {
  const other = textsFor(otherLanguage(t.language));
  pageLanguage = other.language;
  await page.goto(`${church.origin}/`);
  await expect(
    page.locator('#all').getByRole('heading', { level: 2, name: other('giving:home.title') }),
  ).toBeVisible();
  await expectCard(page.locator('#one'), projects[1] as Project, other);
});

test('a website not listed in EMBED_ORIGINS is refused by the browser; the widget says so', async ({
  page,
  t,
  request,
}) => {
  pageLanguage = t.language;
  const configUrl = `${portal.origin}/eoffering/config.json`;
  // The portal answers, but without CORS for this origin: the browser fails the request.
  const answer = await request.get(configUrl, { headers: { Origin: stranger.origin } });
  expect(answer.ok()).toBe(true);
  expect(answer.headers()['access-control-allow-origin']).toBeUndefined();
  const refused = page.waitForEvent('requestfailed', (failed) => failed.url() === configUrl);
  await page.goto(`${stranger.origin}/`);
  expect((await refused).failure()?.errorText).toBe('net::ERR_FAILED');
  for (const id of ['#all', '#one']) {
    await expect(page.locator(id).getByRole('alert')).toHaveText(t('giving:home.loadFailed'));
    await expect(page.locator(id).getByRole('article')).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Church' })).toBeVisible();
});

test("the main website stand-in's home shows the widget under its CSP", async ({
  page,
  request,
}) => {
  // The stand-in's home writes lang="zh-TW" (its pages are Chinese first).
  const zh = textsFor('zh-TW');
  const listed = await projectList(request);
  await page.goto('/');
  const widget = page.locator('eoffering-giving');
  await expect(
    widget.getByRole('heading', { level: 2, name: zh('giving:home.title') }),
  ).toBeVisible();
  await expect(widget.getByRole('article')).toHaveCount(listed.length);
  for (const project of listed) await expectCard(widget, project, zh, e2eOrigin);
  await checkAccessibility(page, 'main-site home with the giving widget');
});

test('the federated ./embed is the same widget as embed.js: the same look, the same giving route', async ({
  page,
  t,
}) => {
  pageLanguage = t.language;
  const first = projects[0] as Project;
  await page.goto(`${church.origin}/`);
  const scripted = page.locator('#all');
  await expectCard(scripted, first, t);
  const scriptedLook = await lookOf(scripted);

  // A page of the portal is a federated host; its widget comes from the giving remote's ./embed.
  await openAppHome(page, t, portal.origin);
  const federated = await mountFederatedEmbed(page, t.language);
  for (const project of projects) await expectCard(federated, project, t);
  expect(await lookOf(federated)).toEqual(scriptedLook);
  await checkAccessibility(page, 'a portal page with the federated giving widget');

  const start = federated.getByRole('link', {
    name: t('giving:home.startDonatingTo', { name: t.nameOf(first, 'project_name') }),
  });
  const expressOrder = `${portal.origin}/eoffering/order/express/${first.project_aid}`;
  await expect(start).toHaveAttribute('href', expressOrder);
  await start.click();
  await expect(page).toHaveURL(expressOrder);
});
