import type { Settings } from '../../core/settings';
import { html } from '../html';
import { page } from '../layout';

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
