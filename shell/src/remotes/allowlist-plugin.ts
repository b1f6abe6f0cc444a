import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@eoffering/shared';
import { RemoteNotAllowedError } from './remote-errors';

const absolute = (url: string): string => new URL(url, document.baseURI).href;
const directoryOf = (url: string): string => url.slice(0, url.lastIndexOf('/') + 1);

/**
 * docs/security-model.md: the federation runtime loads only what config.json names. A remote is
 * registered only with a configured name and manifest URL, only configured manifests are fetched
 * (not, say, one a manifest lists among its own remotes),
 * and a remote entry, and every chunk it loads, must sit in its manifest's folder (a manifest
 * pointing elsewhere, or computing its files' location with `getPublicPath` code, is refused).
 * Register it before any plugin that fetches: the runtime calls `fetch` hooks in order.
 */
export const allowlistPlugin = (
  remotes: RuntimeConfig['remotes'],
): ModuleFederationRuntimePlugin => {
  const byName = new Map(
    Object.values(remotes).map((remote) => [remote.name, absolute(remote.manifestUrl)]),
  );
  const manifests = new Set(byName.values());

  const refuse = (what: string): never => {
    throw new RemoteNotAllowedError(`${what} is not a remote listed in config.json`);
  };

  return {
    name: 'eoffering-remote-allowlist',
    beforeRegisterRemote(args) {
      const { remote } = args;
      const entry = 'entry' in remote ? remote.entry : undefined;
      if (entry === undefined || byName.get(remote.name) !== absolute(entry)) {
        refuse(`Remote "${remote.name}" at ${entry ?? 'no URL'}`);
      }
      return args;
    },
    fetch(url) {
      if (!manifests.has(absolute(url))) refuse(url);
      return undefined;
    },
    // The manifest's publicPath is where the container fetches its chunks from; 'auto' means next
    // to the manifest. A manifest could otherwise keep a good entry and move the chunks elsewhere.
    loadRemoteSnapshot(args) {
      const manifest = byName.get(args.moduleInfo.name);
      const snapshot: object = args.remoteSnapshot;
      if ('getPublicPath' in snapshot && snapshot.getPublicPath) {
        refuse(`Code-computed file location of "${args.moduleInfo.name}"`);
      }
      const publicPath =
        'publicPath' in snapshot && typeof snapshot.publicPath === 'string'
          ? snapshot.publicPath
          : 'auto';
      if (
        !manifest ||
        (publicPath !== 'auto' && !absolute(publicPath).startsWith(directoryOf(manifest)))
      ) {
        refuse(`The files at ${publicPath} of "${args.moduleInfo.name}"`);
      }
      return args;
    },
    loadEntry({ remoteInfo }) {
      const manifest = byName.get(remoteInfo.name);
      const entry = absolute(remoteInfo.entry);
      if (!manifest || !entry.startsWith(directoryOf(manifest))) {
        refuse(`The entry ${remoteInfo.entry} of "${remoteInfo.name}"`);
      }
      return undefined;
    },
  };
};
