/** How long to wait between two asks of a server that is starting. */
const POLL_INTERVAL_MS = 250;

/**
 * Resolves once `origin` answers `/eoffering/config.json`, the first thing every app reads, so a
 * server a journey starts is ready for a browser. After `timeoutMs` it calls `stop` (the server
 * that did not come up must not outlive the run) and throws, naming `what`.
 */
export const waitUntilServing = async (
  origin: string,
  { what, timeoutMs, stop }: { what: string; timeoutMs: number; stop: () => void },
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ready = await fetch(`${origin}/eoffering/config.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) {
      stop();
      throw new Error(`${what} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
};
