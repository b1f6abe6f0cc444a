import axios from 'axios';
import { currentLanguage } from '../i18n/i18n';
import { tokenStore } from '../session/token-store';

/** The one axios instance of the page: JSON POSTs, bearer token while the session is valid (docs/security-model.md). */
export const http = axios.create({
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  timeout: 30_000,
  // The builds leave axios's fetch adapter out (mfe-shared/webpack/axios-fetch-left-out.mjs).
  adapter: 'xhr',
  // The API is authorised by the bearer token and the guest pass cookie (docs/security-model.md);
  // there is no XSRF cookie to echo. Left on, axios reads it through the asynchronous Cookie Store
  // where the browser has one, and a request then waits for the page's busy main thread: the
  // home page's project list left ~340 ms late on the bench's phone (docs/architecture.md).
  withXSRFToken: false,
});

http.interceptors.request.use((request) => {
  const token = tokenStore.validToken();
  if (token && !request.headers.has('Authorization')) {
    request.headers.set('Authorization', `Bearer ${token}`);
  }
  // The page's language, read at the call: the server names saved files in it (docs/api-contract.md).
  if (!request.headers.has('Accept-Language')) {
    request.headers.set('Accept-Language', currentLanguage());
  }
  return request;
});
