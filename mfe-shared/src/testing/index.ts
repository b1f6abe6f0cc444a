// Test helpers of @eoffering/shared/testing: never imported by runtime code.
export { comparableMarkup } from './comparable-markup';
export { expectSameKeys } from './expect-same-keys';
export { testConfig } from './test-config';
export { FakeApi, installFakeApi } from './fake-api';
export type { FakeAnswer, FakeRequest } from './fake-api';
export { answerDialogs } from './answer-dialogs';
export type { AnsweredDialogs } from './answer-dialogs';
export { fakeToken } from './fake-token';
export { renderWithProviders } from './render-with-providers';
export type { ProvidersOptions, ProvidersResult } from './render-with-providers';
export { describeLocaleBundle } from './locale-checks';
export { BROWSER_ZONES, browserClockIn } from './browser-zone';
export type { BrowserZone } from './browser-zone';
// A router for a component test that needs its own (renderWithProviders already gives one).
export { MemoryRouter } from '../routes/routing';
// docs/api-contract.md's password hash, so a test can name the body the sign-in call must send.
export { sha256Hex } from '../rules/format/sha256';
export {
  aBankAccount,
  aDonor,
  aGiving,
  aNoticeSetting,
  aProject,
  aReceiptStatus,
  aRecurringPlan,
  aSavedCard,
  aTitle,
  aTransfer,
  anItem,
  donorWithoutIdentity,
  guestDonor,
  syntheticTitles,
} from './contract-fixtures';
