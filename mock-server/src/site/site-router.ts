import { join } from 'node:path';
import express, { type Router } from 'express';
import type { AppDeps } from '../core/app-deps';
import { loginPage, MAIN_SITE_PAGES, mainSitePage } from './pages';
import { registerMember } from './register-member';
import { siteRulesScript } from './site-rules';
import { MOCK_ROOT } from '../paths';

const PUBLIC_DIR = join(MOCK_ROOT, 'public');

const send = (res: express.Response, markup: string): void => {
  res.set('Cache-Control', 'no-cache').type('html').send(markup);
};

// docs/screens/shell.md: login, registration, privacy policy and profile live on the main site.
export const siteRouter = (deps: AppDeps): Router => {
  const { settings } = deps;
  const router = express.Router();

  router.get('/site/site-rules.js', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('js').send(siteRulesScript());
  });
  router.use('/site', express.static(join(PUBLIC_DIR, 'site'), { index: false, maxAge: '1h' }));
  router.use('/media', express.static(join(PUBLIC_DIR, 'media'), { index: false, maxAge: '1d' }));

  router.get(settings.mainSite.login, (req, res) => send(res, loginPage(settings, req)));
  router.post('/register', registerMember(deps));
  for (const [name, definition] of Object.entries(MAIN_SITE_PAGES)) {
    router.get(settings.mainSite[name as keyof typeof MAIN_SITE_PAGES], (_req, res) =>
      send(res, mainSitePage(settings, definition)),
    );
  }

  return router;
};
