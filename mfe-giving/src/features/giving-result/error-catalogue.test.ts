import { errorMessageKey } from './error-catalogue';

describe('errorMessageKey (only known messages are shown)', () => {
  it.each([
    ['Transaction failed, canceled or error', 'common:errors.transactionFailed'],
    [' Transaction failed, canceled or error ', 'common:errors.transactionFailed'],
    ['Failed to load payment methods', 'common:errors.failedToLoadPaymentMethods'],
    ['Internal Server Error', 'common:http.internalServerError'],
    ['Setting Error', 'common:errors.settingErrorTitle'],
    ['Update failed', 'common:errors.updateFailedTitle'],
    ['Update Error', 'common:errors.updateErrorTitle'],
    ['Your card was stolen, call 0900-000-000', 'resultError.generic'],
    ['transaction failed, canceled or error', 'resultError.generic'],
    ['constructor', 'resultError.generic'],
    ['', 'resultError.generic'],
  ])('%j -> %s', (message, key) => {
    expect(errorMessageKey(message)).toBe(key);
  });
});
