// @ts-check
/* global window, document, HTMLFormElement, HTMLInputElement, HTMLButtonElement */
(function (site) {
  'use strict';
  const { sha256Hex, postJson, serverMessage } = site.EofferingSite;
  const form = document.getElementById('register-form');
  const error = document.getElementById('register-error');
  const done = document.getElementById('register-done');
  const button = form && form.querySelector('button[type="submit"]');
  if (
    !(form instanceof HTMLFormElement) ||
    !error ||
    !done ||
    !(button instanceof HTMLButtonElement)
  ) {
    throw new Error('register.js: the sign-up page has no sign-up form');
  }

  /**
   * The form's input named `name` (the page renders every one of them).
   * @param {string} name
   * @returns {HTMLInputElement}
   */
  const input = (name) => {
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement)) throw new Error('register.js: no input ' + name);
    return field;
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const invalid = Array.from(form.elements).find(
      (field) => field instanceof HTMLInputElement && field.willValidate && !field.checkValidity(),
    );
    if (invalid instanceof HTMLInputElement) {
      const label = invalid.labels && invalid.labels[0];
      error.textContent = '請檢查欄位 Please check: ' + (label ? label.textContent : invalid.name);
      invalid.focus();
      return;
    }
    error.textContent = '';
    done.textContent = '';
    button.disabled = true;
    try {
      const { envelope } = await postJson(form.dataset.register ?? '', {
        member_name: input('member_name').value.trim(),
        cell_phone: input('cell_phone').value.trim(),
        email: input('email').value.trim(),
        password: await sha256Hex(input('password').value),
      });
      // The same answer for a new and a taken number (docs/security-model.md, 'Sign-up'): it says
      // what to do next; the member then signs in as usual.
      if (envelope && envelope.RC === 202 && typeof envelope.Result === 'string') {
        done.textContent = envelope.Result;
        form.reset();
        return;
      }
      error.textContent = serverMessage(envelope, '註冊失敗 Sign-up failed');
    } catch {
      error.textContent = '伺服器錯誤 Server error';
    } finally {
      button.disabled = false;
    }
  });
  // The page sends the button disabled: a press before this script ran would submit the form
  // natively, with no hash of the password. It works from here on.
  button.disabled = false;
})(window);
