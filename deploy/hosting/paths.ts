import { resolve } from 'node:path';

// Two levels under the repository, as is mock-server's single-file bundle that holds this code
// (docs/architecture.md), so the path holds from the sources and from the bundle alike.
export const REPO_ROOT = resolve(__dirname, '..', '..');

export const hostingFile = (name: string): string => resolve(REPO_ROOT, 'deploy', 'hosting', name);
