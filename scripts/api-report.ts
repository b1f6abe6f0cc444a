// `npm run api:check` / `npm run api:update` (docs/architecture.md, compatibility policy): API
// Extractor's report of each public entry of @eoffering/shared. check fails when what an entry
// exports differs from its checked-in report in mfe-shared/api; update rewrites the reports and
// records their hash for the library's current version (refused when that version was recorded
// with another surface: the version must move first).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CompilerState,
  Extractor,
  ExtractorConfig,
  ExtractorLogLevel,
  type IConfigFile,
} from '@microsoft/api-extractor';
import ts from 'typescript';
import {
  REPORT_DIR,
  SHARED_DIR,
  SURFACE_VERSIONS_FILE,
  publicEntries,
  readReports,
  readSurfaceVersions,
  recordSurface,
  sharedPackage,
  surfaceHash,
  type PublicEntry,
} from './api-surface';

// Inside the library's folder, so the findings a report names carry paths relative to it (the same
// in any clone), and outside node_modules, where API Extractor takes every file for another package's.
const CACHE_DIR = join(SHARED_DIR, '.api-build');
const DTS_DIR = join(CACHE_DIR, 'dts');

/** Declarations of the entries and what they import, from the library's own compiler options. */
const emitDeclarations = (entries: PublicEntry[]): void => {
  const configPath = join(SHARED_DIR, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${configPath}`);
  const ambient = parsed.fileNames.filter((name) => name.endsWith('.d.ts'));
  const program = ts.createProgram({
    rootNames: [...entries.map(({ source }) => join(SHARED_DIR, source)), ...ambient],
    options: {
      ...parsed.options,
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      declarationDir: DTS_DIR,
      rootDir: SHARED_DIR,
    },
  });
  const result = program.emit();
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
  if (diagnostics.length > 0) {
    throw new Error(
      ts.formatDiagnostics(diagnostics, {
        getCanonicalFileName: (name) => name,
        getCurrentDirectory: () => SHARED_DIR,
        getNewLine: () => '\n',
      }),
    );
  }
};

/** Where the declarations of an entry are emitted. */
const declarationOf = (entry: PublicEntry): string =>
  join(DTS_DIR, entry.source.replace(/\.ts$/, '.d.ts'));

/** API Extractor's settings for one entry: the report only, every finding written into it. */
const extractorConfig = (entry: PublicEntry, entries: PublicEntry[]): ExtractorConfig => {
  const mainEntryPointFilePath = declarationOf(entry);
  const configObject: IConfigFile = {
    projectFolder: SHARED_DIR,
    mainEntryPointFilePath,
    compiler: {
      overrideTsconfig: {
        files: [mainEntryPointFilePath],
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          esModuleInterop: true,
          skipLibCheck: true,
          types: [],
          // The library's entry imports its design tokens' CSS for its side effect.
          noUncheckedSideEffectImports: false,
          // The flows import the core by the package's name (mfe-shared/README.md): that is its
          // declarations too, not its source.
          paths: Object.fromEntries(
            entries.map((other) => [other.importPath, [declarationOf(other)]]),
          ),
        },
      },
    },
    apiReport: {
      enabled: true,
      reportFileName: entry.reportName.replace(/\.api\.md$/, ''),
      reportFolder: REPORT_DIR,
      reportTempFolder: join(CACHE_DIR, 'temp'),
    },
    docModel: { enabled: false },
    dtsRollup: { enabled: false },
    tsdocMetadata: { enabled: false },
    messages: {
      compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
      // The report is for reviewing the surface; a finding is written into it, not a build stop.
      extractorMessageReporting: {
        default: { logLevel: ExtractorLogLevel.None, addToApiReportFile: true },
        'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None, addToApiReportFile: false },
        // Our comments follow docs/ conventions, not TSDoc; an undocumented export is no surface.
        'ae-undocumented': { logLevel: ExtractorLogLevel.None, addToApiReportFile: false },
      },
      tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
    },
  };
  return ExtractorConfig.prepare({
    configObject,
    configObjectFullPath: undefined,
    packageJsonFullPath: join(SHARED_DIR, 'package.json'),
  });
};

const run = (mode: 'check' | 'update'): void => {
  const { version, exports } = sharedPackage();
  const entries = publicEntries(exports);
  emitDeclarations(entries);
  const configs = entries.map((entry) => ({ entry, config: extractorConfig(entry, entries) }));
  // One compiler analysis for every entry: they share most of their files.
  const [first] = configs;
  if (!first) throw new Error('@eoffering/shared exports no TypeScript entry');
  const compilerState = CompilerState.create(first.config, {
    additionalEntryPoints: configs.map(({ config }) => config.mainEntryPointFilePath),
  });
  const changed = configs
    .filter(({ config }) => {
      const result = Extractor.invoke(config, {
        localBuild: mode === 'update',
        compilerState,
        printApiReportDiff: mode === 'check',
        messageCallback: (message) => {
          // The bundled compiler's version line says nothing about the surface.
          if (message.messageId === 'console-preamble') message.handled = true;
        },
      });
      return result.apiReportChanged || !result.succeeded;
    })
    .map(({ entry }) => entry);
  if (mode === 'check') {
    if (changed.length > 0) {
      throw new Error(
        `The public API of ${changed.map(({ importPath }) => importPath).join(', ')} differs ` +
          'from its report in mfe-shared/api. If the change is meant, add a changeset ' +
          '(`npx changeset`) and run `npm run version:shared`, which bumps the version and ' +
          'rewrites the reports (docs/architecture.md, compatibility policy).',
      );
    }
    console.log(`@eoffering/shared ${version}: every entry's API matches its report.`);
    return;
  }
  const versions = recordSurface(readSurfaceVersions(), version, surfaceHash(readReports()));
  writeFileSync(SURFACE_VERSIONS_FILE, `${JSON.stringify(versions, null, 2)}\n`);
  console.log(`@eoffering/shared ${version}: reports written, surface recorded.`);
};

const mode = process.argv[2];
if (mode !== 'check' && mode !== 'update') {
  console.error('usage: tsx scripts/api-report.ts check|update');
  process.exit(2);
}
try {
  run(mode);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
