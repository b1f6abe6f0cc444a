import { resolve } from 'node:path';

// One level under mock-server, as is the e2e runs' single-file bundle (docs/architecture.md).
export const MOCK_ROOT = resolve(__dirname, '..');
export const REPO_ROOT = resolve(MOCK_ROOT, '..');

export const sourceFile = (...parts: string[]): string => resolve(MOCK_ROOT, 'src', ...parts);
