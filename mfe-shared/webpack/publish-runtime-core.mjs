// Federation runtime plugin of the shell: hands the remotes the runtime core the shell already
// runs, so a remote's entry does not bring a second copy (design.md section 2, "the runtime
// provided once by the host"; docs/architecture.md). The remotes' builds read it from the global
// `_FEDERATION_RUNTIME_CORE` (their `externalRuntime` option). Only the names a remote's bundler
// runtime reads are published, so the shell's own copy stays tree-shaken; a name missing here
// fails the remote-loading tests, which load real remote builds.
import * as core from '@module-federation/runtime-tools/runtime-core';

export default function publishRuntimeCore() {
  return {
    name: 'eoffering-publish-runtime-core',
    beforeInit(args) {
      // Property reads of the namespace, never the namespace itself: webpack then keeps only these.
      core.Global._FEDERATION_RUNTIME_CORE ??= {
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
      return args;
    },
  };
}
