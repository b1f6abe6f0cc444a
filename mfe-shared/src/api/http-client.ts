import axios from 'axios';
import { tokenStore } from '../session/token-store';

/** The one axios instance of the page: JSON POSTs, bearer token while the session is valid (spec 6). */
export const http = axios.create({
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  timeout: 30_000,
});

http.interceptors.request.use((request) => {
  const token = tokenStore.validToken();
  if (token && !request.headers.has('Authorization')) {
    request.headers.set('Authorization', `Bearer ${token}`);
  }
  return request;
});
