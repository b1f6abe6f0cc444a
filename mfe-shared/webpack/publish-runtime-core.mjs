// Federation runtime plugin of the shell: hands the remotes the runtime core the shell already
// runs, so a remote's entry does not bring a second copy (design.md section 2, "the runtime
// provided once by the host"; docs/architecture.md). The remotes' builds read it from the global
// `_FEDERATION_RUNTIME_CORE` (their `externalRuntime` option). Only the names a remote's bundler
// runtime reads are published, so the shell's own copy stays tree-shaken; a name missing here
// fails the remote-loading tests, which load real remote builds.
import {
  CurrentGlobal,
  Global,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-tools/runtime-core';

export default function publishRuntimeCore() {
  return {
    name: 'eoffering-publish-runtime-core',
    beforeInit(args) {
      Global._FEDERATION_RUNTIME_CORE ??= {
        CurrentGlobal,
        Global,
        Module,
        ModuleFederation,
        assert,
        getGlobalFederationConstructor,
        getRemoteEntry,
        getRemoteInfo,
        helpers,
        loadScript,
        registerGlobalPlugins,
        satisfy,
        setGlobalFederationConstructor,
        setGlobalFederationInstance,
      };
      return args;
    },
  };
}
