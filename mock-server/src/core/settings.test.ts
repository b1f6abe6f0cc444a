import { loadSettings, testSettings } from './settings';

describe('settings', () => {
  it.each([
    ['unset', undefined, 800],
    ['0 (at once)', '0', 0],
    ['a whole number of ms', '250', 250],
    ['empty', '', 800],
  ])(
    'takes the simulator notification delay from GATEWAY_NOTIFY_DELAY_MS: %s',
    (_case, value, expected) => {
      expect(
        loadSettings({ GATEWAY_NOTIFY_DELAY_MS: value }, { dataFile: null }).gateway.notifyDelayMs,
      ).toBe(expected);
    },
  );

  it.each(['-5', '1.5', 'soon'])('refuses GATEWAY_NOTIFY_DELAY_MS %s', (value) => {
    expect(() => loadSettings({ GATEWAY_NOTIFY_DELAY_MS: value }, { dataFile: null })).toThrow(
      'Invalid environment: GATEWAY_NOTIFY_DELAY_MS must be a whole number of at least 0',
    );
  });

  it.each([
    ['PORT', 'abc', 'PORT must be a whole number 1..65535'],
    ['PORT', '70000', 'PORT must be a whole number 1..65535'],
    ['SIGN_IN_MAX_HOURS', '0', 'SIGN_IN_MAX_HOURS must be a whole number of at least 1'],
    ['PUBLIC_ORIGIN', 'localhost', 'PUBLIC_ORIGIN must be a URL'],
    ['EMBED_ORIGINS', 'https://a.example, nope', 'EMBED_ORIGINS.1 must be a URL'],
    ['DEV', 'yes', 'DEV must be 0, 1, false or true'],
  ])('refuses %s=%s, naming it', (name, value, message) => {
    expect(() => loadSettings({ [name]: value }, { dataFile: null })).toThrow(
      `Invalid environment: ${message}`,
    );
  });

  it('names every variable it refuses at once', () => {
    expect(() => loadSettings({ PORT: 'abc', DEV: 'yes' }, { dataFile: null })).toThrow(
      'Invalid environment: PORT must be a whole number 1..65535; DEV must be 0, 1, false or true',
    );
  });

  it('takes the origins of the URL lists, skipping blank entries', () => {
    const settings = loadSettings(
      { PORT: '4000', EMBED_ORIGINS: 'https://a.example/x, ,https://b.example:8443/' },
      { dataFile: null },
    );
    expect(settings.port).toBe(4000);
    expect(settings.embedOrigins).toEqual(['https://a.example', 'https://b.example:8443']);
  });

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
