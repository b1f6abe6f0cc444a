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

export const registerPage = (settings: Settings): string =>
  page(settings, {
    title: '註冊 Sign up',
    scripts: ['site-rules.js', 'site-auth.js', 'register.js'],
    body: html` <h1>註冊會員 <span lang="en">Sign up</span></h1>
      <form id="register-form" class="form" method="post" novalidate data-register="/register">
        <label for="member_name">姓名 <span lang="en">Name</span></label>
        <input id="member_name" name="member_name" autocomplete="name" required maxlength="50" />
        <label for="cell_phone">手機 <span lang="en">Mobile phone</span></label>
        <input
          id="cell_phone"
          name="cell_phone"
          autocomplete="tel"
          inputmode="numeric"
          required
          pattern="09[0-9]{8}"
        />
        <label for="email">電子郵件 <span lang="en">E-mail</span></label>
        <input id="email" name="email" type="email" autocomplete="email" required maxlength="100" />
        <label for="new-password"
          >密碼（至少 8 個字元）<span lang="en">Password (8 characters or more)</span></label
        >
        <input
          id="new-password"
          name="password"
          type="password"
          autocomplete="new-password"
          required
          minlength="8"
        />
        <p id="register-error" class="error" role="alert"></p>
        <p id="register-done" role="status"></p>
        <button type="submit" disabled>註冊 Sign up</button>
      </form>
      <p>
        <a href="${settings.mainSite.login}">登入 <span lang="en">Sign in</span></a>
      </p>`,
  });

export const privacyPage = (settings: Settings): string =>
  page(settings, {
    title: '隱私權政策 Privacy policy',
    body: html` <h1>隱私權政策 <span lang="en">Privacy policy</span></h1>
      <p>
        本會蒐集您的姓名、聯絡方式與身分證字號，僅用於奉獻紀錄、開立收據與法定申報，不作其他用途，亦不提供第三人。
      </p>
      <p>收據檔案以您的身分證字號或統一編號加密。您可隨時聯絡辦公室查詢、更正或刪除您的資料。</p>
      <p lang="en">
        We collect your name, contact details and identity number only to record your giving, issue
        receipts and meet legal reporting duties. We never share them with third parties. Receipt
        files are encrypted with your identity number or tax id. Contact the office to see, correct
        or delete your data.
      </p>
      <p>辦公室 Office: ${settings.office.phone}｜${settings.office.address['zh-TW']}</p>`,
  });

export const passwordResetPage = (settings: Settings): string =>
  page(settings, {
    title: '重設密碼 Reset password',
    body: html` <h1>重設密碼 <span lang="en">Reset your password</span></h1>
      <p>
        請來電教會辦公室，核對身分後我們會為您重設密碼。<span lang="en"
          >Call the church office: once we have confirmed who you are, we reset your password.</span
        >
      </p>
      <p>辦公室電話 Office phone: ${settings.office.phone}</p>
      <p>
        <a href="${settings.mainSite.login}">返回登入 <span lang="en">Back to log in</span></a>
      </p>`,
  });

export const profilePage = (settings: Settings): string =>
  page(settings, {
    title: '會員資料 Profile',
    scripts: ['profile.js'],
    body: html` <h1>會員資料 <span lang="en">Member profile</span></h1>
      <div
        id="profile"
        data-config="/eoffering/config.json"
        data-login="${settings.mainSite.login}"
      >
        <p id="profile-status" role="status">讀取中… Loading…</p>
        <dl id="profile-fields" hidden>
          <dt>姓名 Name</dt>
          <dd data-field="member_name_mandarin"></dd>
          <dt>手機 Phone</dt>
          <dd data-field="cell_phone"></dd>
          <dt>電子郵件 E-mail</dt>
          <dd data-field="email"></dd>
          <dt>身分證字號 Identity number</dt>
          <dd data-field="member_social_identity"></dd>
        </dl>
      </div>
      <p>
        資料修改請洽教會辦公室。<span lang="en"
          >To change your details, contact the church office.</span
        >
      </p>
      <p><a href="/eoffering/member_center/home">前往會員中心 Member centre</a></p>`,
  });
