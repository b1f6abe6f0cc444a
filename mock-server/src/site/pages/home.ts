import type { Settings } from '../../core/settings';
import { EMBED_SCRIPT } from '../../web/static-apps';
import { html } from '../html';
import { page } from '../layout';

export const homePage = (settings: Settings): string =>
  page(settings, {
    title: '首頁 Home',
    // The giving widget as any church website shows it: one script, one element (README).
    appScripts: [EMBED_SCRIPT],
    body: html` <section class="hero">
        <h1>歡迎來到${settings.churchName['zh-TW']}</h1>
        <p lang="en">Welcome to ${settings.churchName.en}.</p>
        <p>透過線上奉獻，您可以用信用卡、LINE Pay 或銀行轉帳奉獻，並查詢奉獻紀錄與下載收據。</p>
        <p lang="en">
          Give online by card, LINE Pay or bank transfer, and look up your giving and receipts.
        </p>
        <p><a class="button" href="/eoffering/">前往線上奉獻 Give online</a></p>
      </section>
      <eoffering-giving lang="zh-TW"></eoffering-giving>
      <section>
        <h2>會員 Members</h2>
        <p>登入後可使用定期定額奉獻、常用收據抬頭與信用卡、年度收據等功能。</p>
        <p>
          <a href="${settings.mainSite.login}">登入 Log in</a> ·
          <a href="${settings.mainSite.register}">註冊 Sign up</a>
        </p>
      </section>`,
  });
