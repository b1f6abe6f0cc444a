// @ts-check
/* global window, document, HTMLFormElement, HTMLInputElement, HTMLButtonElement */
(function (site) {
  'use strict';
  const { sha256Hex, finishSignIn, postJson } = site.EofferingSite;
  const form = document.getElementById('login-form');
  const error = document.getElementById('login-error');
  const button = form && form.querySelector('button[type="submit"]');
  const userField = form instanceof HTMLFormElement && form.elements.namedItem('userid');
  const passwordField = form instanceof HTMLFormElement && form.elements.namedItem('password');
  if (
    !(form instanceof HTMLFormElement) ||
    !error ||
    !(button instanceof HTMLButtonElement) ||
    !(userField instanceof HTMLInputElement) ||
    !(passwordField instanceof HTMLInputElement)
  ) {
    throw new Error('login.js: the login page has no login form');
  }
  // The language the portal asked for, if any: messages in it alone, else in both.
  const language = form.dataset.lang;
  /** @param {string} zh @param {string} en */
  const say = (zh, en) => (language === 'en' ? en : language === 'zh-TW' ? zh : zh + ' ' + en);

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const userid = userField.value.trim();
    const password = passwordField.value;
    if (!userid) {
      error.textContent = say('請輸入手機或電子郵件', 'Please enter your phone or email');
      userField.focus();
      return;
    }
    if (!password) {
      error.textContent = say('請輸入密碼', 'Please enter your password');
      passwordField.focus();
      return;
    }
    error.textContent = '';
    button.disabled = true;
    try {
      const { envelope } = await postJson(form.dataset.signin ?? '', {
        userid,
        password: await sha256Hex(password),
      });
      if (envelope && envelope.RC === 200 && typeof envelope.Result === 'string') {
        finishSignIn(envelope.Result, language);
        return;
      }
      site.localStorage.removeItem('id_token');
      error.textContent =
        envelope && envelope.RC === 429
          ? say('嘗試次數過多，請稍後再試', 'Too many attempts, please try again later')
          : say('登入失敗', 'Login failed');
    } catch {
      error.textContent = say('伺服器錯誤', 'Server error');
    } finally {
      button.disabled = false;
    }
  });
  // The page sends the button disabled: a press before this script ran would submit the form
  // natively, with no hash of the password. It works from here on.
  button.disabled = false;
})(window);
