// Test helpers of @eoffering/shared/testing: never imported by runtime code.
export { expectSameKeys } from './expect-same-keys';
export { testConfig } from './test-config';
export { FakeApi, installFakeApi } from './fake-api';
export type { FakeAnswer, FakeRequest } from './fake-api';
export { answerDialogs } from './answer-dialogs';
export type { AnsweredDialogs } from './answer-dialogs';
export { fakeToken } from './fake-token';
export { anItem } from './an-item';
export { renderWithProviders } from './render-with-providers';
export type { ProvidersOptions, ProvidersResult } from './render-with-providers';
export { describeLocaleBundle } from './locale-checks';
// A router for a component test that needs its own (renderWithProviders already gives one).
export { MemoryRouter } from '../routing/routing';
// spec 3's password hash, so a test can name the body the sign-in call must send.
export { sha256Hex } from '../session/sha256';
