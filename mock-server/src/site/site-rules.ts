import { buildSync } from 'esbuild';
import { MOCK_ROOT } from '../paths';

let built: string | null = null;

// One open-redirect rule for the portal and the bundler-less site pages (docs/security-model.md).
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
