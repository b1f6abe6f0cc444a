import { setPageNavigation } from '../../navigation/page-navigation';
import {
  performHandOff,
  planHandOff,
  type HandOffPolicy,
  type PaymentAnswer,
} from './payment-hand-off';

const production: HandOffPolicy = {
  paymentOrigins: ['https://pay.example'],
  dev: false,
  appOrigin: 'https://giving.example',
};
const development: HandOffPolicy = {
  paymentOrigins: ['http://localhost:3000'],
  dev: true,
  appOrigin: 'http://localhost:3000',
};
const form = { data: 'DATA', mac: 'MAC', ksn: '1' };

describe('planHandOff, the hand-off priority', () => {
  it.each<[string, PaymentAnswer, ReturnType<typeof planHandOff>]>([
    [
      'post_url first',
      {
        post_url: 'https://giving.example/eoffering/order/payment/vacc/3',
        redirect_url: 'https://pay.example/line',
        action_url: 'https://pay.example/card',
        ...form,
      },
      { kind: 'navigate', url: 'https://giving.example/eoffering/order/payment/vacc/3' },
    ],
    [
      'then redirect_url',
      {
        redirect_url: 'https://pay.example/line?o=1',
        action_url: 'https://pay.example/card',
        ...form,
      },
      { kind: 'navigate', url: 'https://pay.example/line?o=1' },
    ],
    [
      'then action_url with data, mac and ksn',
      { action_url: 'https://pay.example/card', ...form },
      { kind: 'post-form', action: 'https://pay.example/card', fields: form },
    ],
    [
      'empty URLs are absent',
      { post_url: '', redirect_url: '', action_url: 'https://pay.example/card', ...form },
      { kind: 'post-form', action: 'https://pay.example/card', fields: form },
    ],
    ['nothing to follow', {}, { kind: 'refused', reason: 'no-target' }],
    [
      'action_url without mac',
      { action_url: 'https://pay.example/card', data: 'D', ksn: '1' },
      { kind: 'refused', reason: 'missing-fields' },
    ],
  ])('%s', (_case, answer, plan) => {
    expect(planHandOff(answer, production)).toEqual(plan);
  });
});

describe('planHandOff, a target off the allowlist: nothing is followed or submitted', () => {
  it.each<[string, string]>([
    ['another host', 'https://evil.example/pay'],
    ['a look-alike host', 'https://pay.example.evil.example/pay'],
    ['another port of the gateway', 'https://pay.example:8443/pay'],
    ['plain http in production', 'http://pay.example/pay'],
    ['javascript:', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a protocol-relative URL', '//evil.example/pay'],
    ['a relative path', '/eoffering/order/result/1'],
    ['credentials before an allowed host', 'https://pay.example@evil.example/pay'],
  ])('%s', (_case, url) => {
    for (const answer of [{ post_url: url }, { redirect_url: url }, { action_url: url, ...form }]) {
      expect(planHandOff(answer, production)).toEqual({ kind: 'refused', reason: 'not-allowed' });
    }
  });

  it('does not fall back to a later URL when the first one present is refused', () => {
    expect(
      planHandOff(
        { post_url: 'https://evil.example/', redirect_url: 'https://pay.example/line' },
        production,
      ),
    ).toEqual({ kind: 'refused', reason: 'not-allowed' });
  });

  it('allows plain http on an allowed origin in development mode only', () => {
    const answer = { redirect_url: 'http://pay.test/gateway/line' };
    const policy = { ...development, paymentOrigins: ['http://pay.test'] };
    expect(planHandOff(answer, policy)).toEqual({
      kind: 'navigate',
      url: 'http://pay.test/gateway/line',
    });
    expect(planHandOff(answer, { ...policy, dev: false })).toEqual({
      kind: 'refused',
      reason: 'not-allowed',
    });
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:3170', 'http://[::1]:3000'])(
    'allows plain http to an allowed loopback origin (%s) in production mode',
    (origin) => {
      const policy = { ...production, paymentOrigins: [origin] };
      expect(planHandOff({ redirect_url: `${origin}/gateway/line` }, policy)).toEqual({
        kind: 'navigate',
        url: `${origin}/gateway/line`,
      });
    },
  );
});

describe('performHandOff', () => {
  afterEach(() => {
    setPageNavigation(null);
    document.body.innerHTML = '';
  });

  it('navigates through the page navigation', () => {
    const assign = jest.fn();
    setPageNavigation({ assign });
    expect(performHandOff({ kind: 'navigate', url: 'https://pay.example/line' })).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://pay.example/line');
  });

  it('posts a hidden form with exactly data, mac and ksn', () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      expect(this.method).toBe('post');
      expect(this.action).toBe('https://pay.example/card');
      expect(this.hidden).toBe(true);
      expect(Object.fromEntries(new FormData(this))).toEqual(form);
    });
    expect(
      performHandOff({ kind: 'post-form', action: 'https://pay.example/card', fields: form }),
    ).toBe(true);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(document.querySelector('script')).toBeNull();
    submit.mockRestore();
  });

  it('does nothing for a refused plan', () => {
    const assign = jest.fn();
    setPageNavigation({ assign });
    expect(performHandOff({ kind: 'refused', reason: 'not-allowed' })).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(document.querySelector('form')).toBeNull();
  });
});
