import { pageNavigation } from '@eoffering/shared';

/** The parts of a payment answer that send the browser on (docs/screens/giving.md, payment method choice). */
export interface PaymentAnswer {
  post_url?: string;
  redirect_url?: string;
  action_url?: string;
  data?: string;
  mac?: string;
  ksn?: string;
}

export interface HandOffPolicy {
  /** `config.paymentOrigins`: the gateways the browser may be sent to. */
  paymentOrigins: readonly string[];
  /** Development mode allows plain http; production requires https. */
  dev: boolean;
  /** The app's own origin, also allowed (a transfer's post_url is the app's transfer page). */
  appOrigin?: string;
}

export type HandOffRefusal = 'no-target' | 'not-allowed' | 'missing-fields';

export type HandOffPlan =
  | { kind: 'navigate'; url: string }
  | { kind: 'post-form'; action: string; fields: { data: string; mac: string; ksn: string } }
  | { kind: 'refused'; reason: HandOffRefusal };

const pageOrigin = (): string | undefined =>
  typeof window === 'undefined' ? undefined : window.location.origin;

// Plain http to the machine itself never crosses a network (W3C Secure Contexts counts loopback
// as potentially trustworthy), so a production build served locally, as the e2e runs, may use it.
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * docs/security-model.md, payment hand-off: a URL is followed only when it is absolute, https (http
 * only in development or on loopback) and on an allowed origin; `javascript:`, relative and other
 * hosts are not.
 */
const allowedUrl = (value: string, policy: HandOffPolicy): string | null => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const plainHttp = policy.dev || LOOPBACK_HOSTS.includes(url.hostname);
  const schemes = plainHttp ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) return null;
  const origins = [...policy.paymentOrigins, policy.appOrigin ?? pageOrigin()];
  return origins.includes(url.origin) ? url.href : null;
};

const present = (value: string | undefined): value is string =>
  typeof value === 'string' && value.length > 0;

/**
 * docs/screens/giving.md: the answer to a payment call is handled in this priority: post_url, then redirect_url
 * (page navigation), then action_url (a hidden form posting data, mac and ksn). The first URL
 * present decides; when it is not allowed nothing further is tried.
 */
export const planHandOff = (answer: PaymentAnswer, policy: HandOffPolicy): HandOffPlan => {
  const target = [answer.post_url, answer.redirect_url].find(present);
  if (target !== undefined) {
    const url = allowedUrl(target, policy);
    return url ? { kind: 'navigate', url } : { kind: 'refused', reason: 'not-allowed' };
  }
  if (!present(answer.action_url)) return { kind: 'refused', reason: 'no-target' };
  const action = allowedUrl(answer.action_url, policy);
  if (!action) return { kind: 'refused', reason: 'not-allowed' };
  const { data, mac, ksn } = answer;
  if (!present(data) || !present(mac) || !present(ksn)) {
    return { kind: 'refused', reason: 'missing-fields' };
  }
  return { kind: 'post-form', action, fields: { data, mac, ksn } };
};

/**
 * Carries out a plan: a navigation through `pageNavigation`, or a hidden form POSTed to the gateway
 * (built with DOM calls, no inline script: the CSP allows none). A refused plan does nothing; the
 * caller shows the error. Returns whether the browser is being sent on.
 */
export const performHandOff = (plan: HandOffPlan): boolean => {
  switch (plan.kind) {
    case 'navigate':
      pageNavigation.assign(plan.url);
      return true;
    case 'post-form': {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = plan.action;
      form.hidden = true;
      for (const [name, value] of Object.entries(plan.fields)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
      return true;
    }
    case 'refused':
      return false;
  }
};
