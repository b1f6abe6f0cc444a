/** Test helper: drives the gateway simulator over HTTP the way a browser does. */
import request from 'supertest';
import type { PaymentForm } from '@eoffering/shared/contract';
import type { TestApp } from './test-app';

/** A URL's path and query: tests call the app directly, whatever origin the URL names. */
export const pathOf = (url: string): string => {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
};

export const onoOf = (form: Pick<PaymentForm, 'data'>): string =>
  (JSON.parse(form.data) as { ONO: string }).ONO;

/** The approving test card of docs/simulator.md, with a far expiry. */
export const APPROVE = { card_no: '4311-9522-2222-2222', expiry: '12/39', cvc: '123' };
export const DECLINE = { card_no: '4000 0000 0000 0002', expiry: '12/39', cvc: '123' };
export const ABNORMAL = { card_no: '4000000000000119', expiry: '12/39', cvc: '123' };

/** The browser posts the payment form to the hosted card page. */
export const openCardPage = ({ app }: TestApp, form: PaymentForm) =>
  request(app)
    .post(pathOf(form.action_url))
    .type('form')
    .send({ data: form.data, mac: form.mac, ksn: form.ksn });

/** The holder's choice on the card page: pay with a card, or cancel. */
export const chooseOnCardPage = (
  { app }: TestApp,
  form: PaymentForm,
  choice: { action: 'pay' | 'cancel'; card_no?: string; expiry?: string; cvc?: string },
) =>
  request(app)
    .post('/gateway/card/choose')
    .type('form')
    .send({ data: form.data, mac: form.mac, ksn: form.ksn, ...choice });

/** The holder's choice on the LINE Pay page its redirect_url leads to. */
export const chooseOnLinePay = (
  { app }: TestApp,
  redirectUrl: string,
  action: 'approve' | 'decline' | 'cancel',
) => {
  const query = new URL(redirectUrl).searchParams;
  return request(app)
    .post('/gateway/linepay/choose')
    .type('form')
    .send({ data: query.get('data') ?? '', mac: query.get('mac') ?? '', action });
};

/** Follows a redirect the way the browser does (GET), returning the next response. */
export const follow = ({ app }: TestApp, location: string | undefined) =>
  request(app).get(pathOf(location ?? '/'));

/** Waits until `check` holds (a delayed notification landing), or fails after `timeoutMs`. */
export const eventually = async (check: () => boolean, timeoutMs = 3000): Promise<void> => {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
