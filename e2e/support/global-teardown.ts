import { rmSync } from 'node:fs';
import { e2eDataDir } from './environment';

/** Removes the run's data file: the next run seeds a fresh one from the demo fixtures. */
export default function globalTeardown(): void {
  rmSync(e2eDataDir, { recursive: true, force: true });
}
