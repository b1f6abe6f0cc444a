import axios from 'axios';
import { CALL_TIMEOUT_MS, callerHeaders } from './caller-headers';

// Loaded on the first call that needs it (./load-http.ts), never by a first visit's home page,
// whose project list is read ahead without it (./read-ahead.ts, docs/decisions.md).
export { AxiosError, isAxiosError, isCancel } from 'axios';

/** The one axios instance of the page: JSON POSTs, bearer token while the session is valid (docs/security-model.md). */
export const http = axios.create({
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  timeout: CALL_TIMEOUT_MS,
  // The builds leave axios's fetch adapter out (mfe-shared/webpack/axios-fetch-left-out.mjs).
  adapter: 'xhr',
  // The API is authorised by the bearer token and the guest pass cookie (docs/security-model.md);
  // there is no XSRF cookie to echo. Left on, axios reads it through the asynchronous Cookie Store
  // where the browser has one, and a request then waits for the page's busy main thread: the
  // home page's project list left ~340 ms late on the bench's phone (docs/architecture.md).
  withXSRFToken: false,
});

http.interceptors.request.use((request) => {
  for (const [name, value] of Object.entries(callerHeaders())) {
    if (!request.headers.has(name)) request.headers.set(name, value);
  }
  return request;
});
