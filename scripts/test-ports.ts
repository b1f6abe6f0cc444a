import { freePort } from '../e2e/support/seeded-server';

/**
 * A port for a server a repo test starts: in the runner's range when it gives one (E2E_PORT and
 * the next 19; a shared machine gives each person a range), else a free one.
 */
export const testPort = async (offset: number): Promise<number> =>
  process.env.E2E_PORT ? Number(process.env.E2E_PORT) + offset : freePort();
