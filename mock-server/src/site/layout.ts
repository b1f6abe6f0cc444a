import type { Settings } from '../core/settings';
import { html } from './html';
import type { Html } from './html';
import { keepLanguage, say, type SiteLanguage } from './site-language';

export interface PageOptions {
  title: string;
  body: Html;
  /** No inline scripts: the CSP forbids them. */
  scripts?: string[];
  appScripts?: string[];
  language?: SiteLanguage | null;
}

export const page = (settings: Settings, options: PageOptions): string => {
  const { mainSite } = settings;
  const name = settings.churchName;
  const language = options.language ?? null;
  const link = (path: string) => keepLanguage(path, language);
  const doc = html`<!doctype html>
    <html lang="${language ?? 'zh-TW'}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${options.title} | ${language === 'en' ? name.en : name['zh-TW']}</title>
        <link rel="stylesheet" href="/site/site.css" />
        ${(options.scripts ?? []).map((script) => html`<script src="/site/${script}" defer></script>`)}
        ${(options.appScripts ?? []).map(
          (script) => html`<script src="${settings.basePath}${script}" defer></script>`,
        )}
      </head>
      <body>
        <a class="skip" href="#main">${say(language, '跳到主要內容', 'Skip to content')}</a>
        <header class="site-header">
          <a class="brand" href="${link(mainSite.home)}"
            >${say(language, name['zh-TW'], name.en)}</a
          >
          <nav aria-label="${language === 'en' ? 'Main' : language ? '主選單' : '主選單 Main'}">
            <ul>
              <li>
                <a href="${link('/eoffering/')}">${say(language, '線上奉獻', 'eOffering')}</a>
              </li>
              <li><a href="${link(mainSite.login)}">${say(language, '登入', 'Log in')}</a></li>
              <li><a href="${link(mainSite.register)}">${say(language, '註冊', 'Sign up')}</a></li>
              <li>
                <a href="${link(mainSite.memberProfile)}"
                  >${say(language, '會員資料', 'Profile')}</a
                >
              </li>
            </ul>
          </nav>
        </header>
        <main id="main" class="page">${options.body}</main>
        <footer class="site-footer">
          <p>${settings.office.address[language ?? 'zh-TW']}｜${settings.office.phone}</p>
          <p>
            <a href="${link(mainSite.privacy)}">${say(language, '隱私權政策', 'Privacy policy')}</a>
          </p>
          <p lang="en">This is the main-website stand-in of the eoffering demo.</p>
        </footer>
      </body>
    </html>`;
  return doc.markup;
};
