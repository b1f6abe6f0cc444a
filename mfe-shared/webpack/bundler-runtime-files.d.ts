// Types of the bundler runtime's per-file modules that ./publish-federation-runtime.mjs imports:
// the package ships declarations for only some of them, so each is typed as the function of the
// same name in the package's own `bundlerRuntime` type. Checked by tsconfig.js.json.

declare module '@module-federation/webpack-bundler-runtime/dist/consumes.js' {
  import type { Federation } from '@module-federation/webpack-bundler-runtime';
  export const consumes: NonNullable<Federation['bundlerRuntime']>['consumes'];
}

declare module '@module-federation/webpack-bundler-runtime/dist/getSharedFallbackGetter.js' {
  import type { Federation } from '@module-federation/webpack-bundler-runtime';
  export const getSharedFallbackGetter: NonNullable<
    Federation['bundlerRuntime']
  >['getSharedFallbackGetter'];
}

declare module '@module-federation/webpack-bundler-runtime/dist/init.js' {
  import type { Federation } from '@module-federation/webpack-bundler-runtime';
  export const init: NonNullable<Federation['bundlerRuntime']>['init'];
}

declare module '@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js' {
  import type { Federation } from '@module-federation/webpack-bundler-runtime';
  export const installInitialConsumes: NonNullable<
    Federation['bundlerRuntime']
  >['installInitialConsumes'];
}

declare module '@module-federation/webpack-bundler-runtime/dist/remotes.js' {
  import type { Federation } from '@module-federation/webpack-bundler-runtime';
  export const remotes: NonNullable<Federation['bundlerRuntime']>['remotes'];
}
