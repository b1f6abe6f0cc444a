// @ts-check
// Federation runtime plugin of the shell: hands the remotes the runtime the shell already runs, so
// a remote's entry does not bring a second copy (docs/architecture.md, "the runtime provided once by
// the host"; docs/architecture.md). Two globals, read by the remotes' production builds:
// - `_FEDERATION_RUNTIME_CORE`: the runtime core (their `externalRuntime` option). Only the names a
//   remote's bundler runtime reads are published, as property reads of the namespace, so the
//   shell's own copy stays tree-shaken.
// - `_FEDERATION_BUNDLER_RUNTIME`: the bundler runtime's functions a remote's entry calls to share,
//   consume and start its container (BUNDLER_RUNTIME_FILES in ./federation-runtime.js, one export per file).
//   Each works only on the `webpackRequire` it is given; the runtime instance they reach stays the
//   remote's own.
// A name missing here fails the remote-loading tests, which load real remote builds.
import * as core from '@module-federation/runtime-tools/runtime-core';
import { attachShareScopeMap } from '@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js';
import { consumes } from '@module-federation/webpack-bundler-runtime/dist/consumes.js';
import { getSharedFallbackGetter } from '@module-federation/webpack-bundler-runtime/dist/getSharedFallbackGetter.js';
import { init } from '@module-federation/webpack-bundler-runtime/dist/init.js';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { initializeSharing } from '@module-federation/webpack-bundler-runtime/dist/initializeSharing.js';
import { installInitialConsumes } from '@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js';
import { remotes } from '@module-federation/webpack-bundler-runtime/dist/remotes.js';

/** @returns {import('@module-federation/runtime-tools/runtime-core').ModuleFederationRuntimePlugin} */
export default function publishFederationRuntime() {
  return {
    name: 'eoffering-publish-federation-runtime',
    beforeInit(args) {
      // The page's global object, written by name: the remotes read these two properties.
      const page = /** @type {Record<string, unknown>} */ (core.Global);
      page._FEDERATION_RUNTIME_CORE ??= {
        CurrentGlobal: core.CurrentGlobal,
        Global: core.Global,
        Module: core.Module,
        ModuleFederation: core.ModuleFederation,
        assert: core.assert,
        getGlobalFederationConstructor: core.getGlobalFederationConstructor,
        getRemoteEntry: core.getRemoteEntry,
        getRemoteInfo: core.getRemoteInfo,
        helpers: core.helpers,
        loadScript: core.loadScript,
        registerGlobalPlugins: core.registerGlobalPlugins,
        satisfy: core.satisfy,
        setGlobalFederationConstructor: core.setGlobalFederationConstructor,
        setGlobalFederationInstance: core.setGlobalFederationInstance,
      };
      page._FEDERATION_BUNDLER_RUNTIME ??= {
        attachShareScopeMap,
        consumes,
        getSharedFallbackGetter,
        init,
        initContainerEntry,
        initializeSharing,
        installInitialConsumes,
        remotes,
      };
      return args;
    },
  };
}
