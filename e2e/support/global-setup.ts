import { bundleMockServer } from '../../mock-server/scripts/bundle';

/**
 * Before any worker starts: mock-server's sources bundled afresh (under a second), so every server
 * a run starts is the code as it is now, started by plain node (e2e/README.md, workers and servers).
 */
export default async function globalSetup(): Promise<void> {
  await bundleMockServer();
}
