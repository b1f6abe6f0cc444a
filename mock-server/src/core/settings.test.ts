import { loadSettings, testSettings } from './settings';

describe('settings', () => {
  it.each([
    ['unset', undefined, 800],
    ['0 (at once)', '0', 0],
    ['a whole number of ms', '250', 250],
    ['negative', '-5', 800],
    ['a fraction', '1.5', 800],
    ['not a number', 'soon', 800],
    ['empty', '', 800],
  ])(
    'takes the simulator notification delay from GATEWAY_NOTIFY_DELAY_MS: %s',
    (_case, value, expected) => {
      expect(
        loadSettings({ GATEWAY_NOTIFY_DELAY_MS: value }, { dataFile: null }).gateway.notifyDelayMs,
      ).toBe(expected);
    },
  );

  it.each([
    ['unset', undefined, 3],
    ['0 (until the debit day)', '0', 0],
    ['a whole number of days', '5', 5],
    ['off (no plan changes)', 'off', null],
  ])('takes the plan-change cut-off from PLAN_CHANGE_CUTOFF_DAYS: %s', (_case, value, expected) => {
    expect(
      loadSettings({ PLAN_CHANGE_CUTOFF_DAYS: value }, { dataFile: null }).planChangeCutoffDays,
    ).toBe(expected);
  });

  it.each(['-1', '29', '1.5', 'soon'])('refuses PLAN_CHANGE_CUTOFF_DAYS %s', (value) => {
    expect(() => loadSettings({ PLAN_CHANGE_CUTOFF_DAYS: value }, { dataFile: null })).toThrow(
      'PLAN_CHANGE_CUTOFF_DAYS must be a whole number of days 0..28, or off',
    );
  });

  it('tests do not read the environment', () => {
    process.env.GATEWAY_NOTIFY_DELAY_MS = '5';
    try {
      expect(testSettings().gateway.notifyDelayMs).toBe(800);
    } finally {
      delete process.env.GATEWAY_NOTIFY_DELAY_MS;
    }
  });

  it('publishes sign-in, refresh and logout under /signin and /auth (the dev proxy forwards both)', () => {
    expect(testSettings().auth).toEqual({
      signin: '/signin',
      reauth: '/auth/reauth',
      logout: '/auth/logout',
    });
  });
});
