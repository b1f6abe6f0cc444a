import type { Settings } from '../../core/settings';
import { html } from '../html';
import { page } from '../layout';

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
