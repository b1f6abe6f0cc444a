import type { Settings } from '../core/settings';
import { html } from './html';
import type { Html } from './html';

export interface PageOptions {
  title: string;
  body: Html;
  /** Scripts under /site/, run in order after parsing (no inline scripts: the CSP forbids them). */
  scripts?: string[];
  /** Scripts of the portal, by path under its base path (the giving widget's embed.js). */
  appScripts?: string[];
}

/** The main-website stand-in's page frame: header with links, main, footer. */
export const page = (settings: Settings, options: PageOptions): string => {
  const { mainSite } = settings;
  const name = settings.churchName;
  const doc = html`<!doctype html>
    <html lang="zh-TW">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${options.title} | ${name['zh-TW']}</title>
        <link rel="stylesheet" href="/site/site.css" />
        ${(options.scripts ?? []).map((script) => html`<script src="/site/${script}" defer></script>`)}
        ${(options.appScripts ?? []).map(
          (script) => html`<script src="${settings.basePath}${script}" defer></script>`,
        )}
      </head>
      <body>
        <a class="skip" href="#main">跳到主要內容 Skip to content</a>
        <header class="site-header">
          <a class="brand" href="${mainSite.home}"
            >${name['zh-TW']} <span lang="en">${name.en}</span></a
          >
          <nav aria-label="主選單 Main">
            <ul>
              <li><a href="/eoffering/">線上奉獻 eOffering</a></li>
              <li><a href="${mainSite.login}">登入 Log in</a></li>
              <li><a href="${mainSite.register}">註冊 Sign up</a></li>
              <li><a href="${mainSite.memberProfile}">會員資料 Profile</a></li>
            </ul>
          </nav>
        </header>
        <main id="main" class="page">${options.body}</main>
        <footer class="site-footer">
          <p>${settings.office.address['zh-TW']}｜${settings.office.phone}</p>
          <p><a href="${mainSite.privacy}">隱私權政策 Privacy policy</a></p>
          <p lang="en">This is the main-website stand-in of the eoffering demo.</p>
        </footer>
      </body>
    </html>`;
  return doc.markup;
};
