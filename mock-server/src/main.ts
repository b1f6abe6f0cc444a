import { createApp } from './app';
import { devActionsOpen, loadSettings, type Settings } from './core/settings';
import { openStore } from './seed';

let settings: Settings;
try {
  settings = loadSettings();
} catch (error) {
  // A bad environment value (core/settings.ts): say which, without a stack trace, and stop.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const store = openStore(settings.dataFile);
const app = createApp({ settings, store });

const server = app.listen(settings.port, settings.host, () => {
  // The public origin, not the listening address: its aliases redirect to it (deploy/hosting/alias-redirect.ts).
  console.log(`eoffering mock server on ${settings.publicOrigin}${settings.basePath}/`);
  console.log(`data: ${settings.dataFile ?? 'in memory'}; dev mode ${settings.dev ? 'on' : 'off'}`);
  if (settings.dev && !devActionsOpen(settings)) {
    console.warn(`dev actions (/dev/*) stay off: HOST ${settings.host} is not a loopback address`);
  }
});

const stop = (): void => {
  server.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
