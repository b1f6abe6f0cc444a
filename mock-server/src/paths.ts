import { resolve } from 'node:path';

/**
 * mock-server's folder and the repository's, from this module's place: one level under
 * mock-server, as is the single-file bundle the end-to-end runs start (`scripts/bundle.mjs`,
 * docs/architecture.md), so both find the same files.
 */
export const MOCK_ROOT = resolve(__dirname, '..');
export const REPO_ROOT = resolve(MOCK_ROOT, '..');

/** A file of mock-server's sources that is read at run time rather than imported. */
export const sourceFile = (...parts: string[]): string => resolve(MOCK_ROOT, 'src', ...parts);
