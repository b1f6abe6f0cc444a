/* global window, document */
(function (site) {
  'use strict';
  const { sha256Hex, finishSignIn, postJson, serverMessage } = site.EofferingSite;
  const form = document.getElementById('register-form');
  const error = document.getElementById('register-error');
  const button = form.querySelector('button[type="submit"]');

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const invalid = Array.from(form.elements).find(
      (field) => field.willValidate && !field.checkValidity(),
    );
    if (invalid) {
      error.textContent = '請檢查欄位 Please check: ' + invalid.labels[0].textContent;
      invalid.focus();
      return;
    }
    error.textContent = '';
    button.disabled = true;
    try {
      const { envelope } = await postJson(form.dataset.register, {
        member_name: form.elements.member_name.value.trim(),
        cell_phone: form.elements.cell_phone.value.trim(),
        email: form.elements.email.value.trim(),
        password: await sha256Hex(form.elements.password.value),
      });
      if (envelope && envelope.RC === 200 && typeof envelope.Result === 'string') {
        finishSignIn(envelope.Result);
        return;
      }
      error.textContent = serverMessage(envelope, '註冊失敗 Sign-up failed');
    } catch {
      error.textContent = '伺服器錯誤 Server error';
    } finally {
      button.disabled = false;
    }
  });
})(window);
