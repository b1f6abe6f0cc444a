import type { Settings } from '../../core/settings';
import { html } from '../html';
import { page } from '../layout';

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
