import { buildSync } from 'esbuild';
import { MOCK_ROOT } from '../paths';

let built: string | null = null;

/**
 * The rules the stand-in's login shares with the portal (mfe-shared's return-path check and
 * password hash), built from `@eoffering/shared/rules` into one classic script that sets
 * `window.EofferingRules`: the site's pages carry no bundler, and one copy of the open-redirect
 * rule serves both (docs/security-model.md). Built once, on first request.
 */
export const siteRulesScript = (): string => {
  built ??= buildSync({
    stdin: {
      contents: "export { isSafeReturnPath, sha256Hex } from '@eoffering/shared/rules';",
      resolveDir: MOCK_ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'EofferingRules',
    platform: 'browser',
    target: 'es2020',
    write: false,
  }).outputFiles[0]!.text;
  return built;
};
