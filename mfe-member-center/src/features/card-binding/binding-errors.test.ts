import { bindingErrorKey } from './binding-errors';

describe('card-binding error catalogue', () => {
  it.each<[string, string]>([
    ['card binding failure', 'cardLink.error.failure'],
    ['Card Binding Failure ', 'cardLink.error.failure'],
    ['card declined by the issuer', 'cardLink.error.declined'],
    ['card binding cancelled', 'cardLink.error.cancelled'],
    ['card binding abnormal', 'cardLink.error.abnormal'],
    ['<img src=x onerror=alert(1)>', 'cardLink.error.unknown'],
    ['please call 0800-000-000 to verify your card', 'cardLink.error.unknown'],
    ['__proto__', 'cardLink.error.unknown'],
    ['constructor', 'cardLink.error.unknown'],
    ['toString', 'cardLink.error.unknown'],
    ['hasOwnProperty', 'cardLink.error.unknown'],
    ['', 'cardLink.error.unknown'],
  ])('%j is explained by %s', (text, key) => {
    expect(bindingErrorKey(text)).toBe(key);
  });
});
