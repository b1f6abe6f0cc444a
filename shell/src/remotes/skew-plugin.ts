import type {
  ModuleFederation,
  ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { RemoteSkewError } from './remote-errors';
import { firstSkew } from './version-skew';

/** The one shared library whose contract the remotes are built against (docs/architecture.md). */
export const SHARED_LIBRARY = '@eoffering/shared';
/** The runtime the remotes borrow from the shell (mfe-shared/webpack/README.md). */
export const FEDERATION_RUNTIME = 'federation runtime';

/**
 * What the page holds: the `@eoffering/shared` the shell provides (the singleton every remote
 * gets: the shell loads first) and the shell's federation runtime.
 */
export const heldVersions = (host: ModuleFederation): Record<string, string | undefined> => {
  const provided = host.options.shared[SHARED_LIBRARY] ?? [];
  const own = provided.find((shared) => shared.from === host.options.name) ?? provided[0];
  return { [SHARED_LIBRARY]: own?.version, [FEDERATION_RUNTIME]: host.version };
};

/**
 * docs/architecture.md, compatibility policy: once a remote's manifest is in and before its entry
 * script loads, what it was built against (the shared library's version and required range, the
 * federation runtime that wrote the manifest) is checked against what the page holds. A remote
 * the page cannot satisfy is refused, so it never mounts half working; the refusal reaches the
 * report plugin like any load failure.
 */
export const skewPlugin = (
  held: () => Record<string, string | undefined>,
): ModuleFederationRuntimePlugin => ({
  name: 'eoffering-remote-skew',
  loadRemoteSnapshot(args) {
    const { manifestJson, moduleInfo } = args;
    if (!manifestJson) return args;
    const shared = manifestJson.shared.find((entry) => entry.name === SHARED_LIBRARY);
    const skew = firstSkew(
      [
        { what: SHARED_LIBRARY, needs: shared?.version },
        { what: SHARED_LIBRARY, needs: shared?.requiredVersion },
        { what: FEDERATION_RUNTIME, needs: manifestJson.metaData.pluginVersion },
      ],
      held(),
    );
    if (skew) throw new RemoteSkewError(moduleInfo.name, skew);
    return args;
  },
});
