// Adds the DOM matchers (toBeInTheDocument, toHaveTextContent, …) every component test uses.
import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';

// jest's jsdom environment hides Node's Web Crypto and text codecs, which the browser has:
// the session hashes the password with crypto.subtle (spec 3) and encodes it with TextEncoder.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
