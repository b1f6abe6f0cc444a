// Adds the DOM matchers (toBeInTheDocument, toHaveTextContent, …) every component test uses.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';
import { LANGUAGES } from '../i18n/languages';
import { loadLanguage } from '../i18n/i18n';

// jest's jsdom environment hides Node's Web Crypto and text codecs, which the browser has:
// the session hashes the password with crypto.subtle (docs/api-contract.md) and encodes it with TextEncoder.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// jsdom lays nothing out and so has no scrollIntoView; a page that brings a control into view
// calls it, and a test may spy on it.
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}

// A page fetches a language's strings when it first needs them; tests switch languages at will,
// so every registered namespace has both at hand before a test renders (renderWithProviders is
// synchronous).
beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

// Pages are lazy chunks: a test's first visit to one transpiles its module tree on demand. On a
// fresh clone jest's cache is empty, and on CI two workers share two cores with lint and the type
// check (`npm run checks`), so a first page has been seen to take over five seconds to show what
// it shows. Waiting longer changes no assertion, only the patience; jest.config.js's per-test
// limit stays above it so a hang still fails with the wait's own message.
configure({ asyncUtilTimeout: 15_000 });
