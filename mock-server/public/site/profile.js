// @ts-check
/* global window, document, HTMLElement */
(function (site) {
  'use strict';
  const root = document.getElementById('profile');
  const status = document.getElementById('profile-status');
  const fields = document.getElementById('profile-fields');
  if (!root || !status || !fields) throw new Error('profile.js: the profile page has no profile');

  /**
   * Identity numbers are shown masked, like the member centre does.
   * @param {string} value
   */
  const mask = (value) =>
    value.length > 4
      ? value.slice(0, 3) + '*'.repeat(value.length - 6) + value.slice(-3)
      : value || '—';

  const askToLogIn = () => {
    status.textContent = '請先登入 Please log in first. ';
    const link = document.createElement('a');
    link.href = root.dataset.login ?? '';
    link.textContent = '登入 Log in';
    status.append(link);
  };

  const load = async () => {
    const token = site.localStorage.getItem('id_token');
    if (!token) return askToLogIn();
    const config = await (await site.fetch(root.dataset.config ?? '')).json();
    const response = await site.fetch(config.apiBaseUrl + config.api.get_member_donor_info, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + token },
      body: '{}',
    });
    if (response.status === 401) return askToLogIn();
    const envelope = await response.json();
    if (envelope.RC !== 501) throw new Error(envelope.RM);
    for (const cell of fields.querySelectorAll('[data-field]')) {
      if (!(cell instanceof HTMLElement)) continue;
      const field = cell.dataset.field ?? '';
      const value = String(envelope.Result[field] || '');
      cell.textContent = field === 'member_social_identity' ? mask(value) : value || '—';
    }
    fields.hidden = false;
    status.textContent = '';
  };

  load().catch(() => {
    status.textContent = '無法讀取會員資料 Could not load your profile';
  });
})(window);
