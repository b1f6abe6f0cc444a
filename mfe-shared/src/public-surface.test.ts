import * as shared from './index';
import * as rules from './rules';

// The singleton's surface is capabilities; its plumbing stays inside (mfe-shared/README.md).
describe('@eoffering/shared, the singleton', () => {
  it.each([
    'EventBus',
    'OrderStore',
    'Session',
    'http',
    'tokenStore',
    'ID_TOKEN_KEY',
    'decodeClaims',
    'parseConfig',
    'downloadFile',
    'paymentAttemptKey',
    'sha256Hex',
  ])('keeps %s inside', (name) => {
    expect(shared).not.toHaveProperty(name);
  });

  it('offers session, api, bus, i18n, routes, order, payment hand-off and ui', () => {
    for (const name of [
      'session',
      'callApi',
      'bus',
      'i18n',
      'ROUTES',
      'orderDraft',
      'planHandOff',
      'Button',
    ]) {
      expect(shared).toHaveProperty(name);
    }
  });

  // design.md section 8: the singleton ships whole, so nothing that needs no shared state is in it.
  it('leaves every pure rule, formatter and constant to @eoffering/shared/rules', () => {
    const twins = Object.keys(rules).filter((name) => name in shared);
    expect(twins).toEqual([]);
  });
});
