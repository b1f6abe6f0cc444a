import * as flows from './flows';
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
    'paymentAttemptKey',
    'sha256Hex',
  ])('keeps %s inside', (name) => {
    expect(shared).not.toHaveProperty(name);
  });

  it('offers session, api, bus, i18n, routes, order and ui', () => {
    for (const name of ['session', 'callApi', 'bus', 'i18n', 'ROUTES', 'orderDraft', 'Button']) {
      expect(shared).toHaveProperty(name);
    }
  });

  // docs/architecture.md: the singleton ships whole, so nothing that needs no shared state is in it.
  it('leaves every pure rule, formatter and constant to @eoffering/shared/rules', () => {
    const twins = Object.keys(rules).filter((name) => name in shared);
    expect(twins).toEqual([]);
  });
});

// docs/architecture.md: what only the flows' pages use is bundled by each remote, not shipped whole.
describe('@eoffering/shared/flows, bundled by each remote', () => {
  it("offers the flows' building blocks: forms, polling, the payment hand-off, receipts", () => {
    for (const name of [
      'useApiAction',
      'usePolledResult',
      'planHandOff',
      'FormField',
      'useFormState',
      'IdentityDialog',
      'ReceiptInfoForm',
      'ReceiptPrintButton',
    ]) {
      expect(flows).toHaveProperty(name);
    }
  });

  it('names nothing the singleton or the rules also name', () => {
    const twins = Object.keys(flows).filter((name) => name in shared || name in rules);
    expect(twins).toEqual([]);
  });
});
