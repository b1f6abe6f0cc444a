// `npm run budgets`: fails when a production build's first visit, a lazy load or the script-tag
// widget is over its budget (docs/architecture.md, performance budgets). Reads only the builds' files: run after
// `npm run build`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  BUDGETS,
  budgetCosts,
  isOver,
  scriptsOfHtml,
  type AppBuild,
  type Cost,
  type LazyLoad,
} from './budget-rules';

const root = join(__dirname, '..');
const dist = (app: string) => join(root, app, 'dist');

const readJson = <T>(file: string): T => {
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return JSON.parse(readFileSync(file, 'utf8')) as T;
};

const lazyLoadsOf = (app: string): LazyLoad[] =>
  readJson<{ lazyLoads: LazyLoad[] }>(join(dist(app), '.stats', 'module-sizes.json')).lazyLoads;

/** A remote's start: its container and the routes module every page of it renders in. */
const remoteBuild = (app: string): AppBuild => {
  const manifest = readJson<{
    exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  }>(join(dist(app), 'mf-manifest.json'));
  const routes = manifest.exposes.find((expose) => expose.name === 'routes');
  if (!routes) throw new Error(`${app} exposes no routes module`);
  return {
    name: app,
    startFiles: ['remoteEntry.js', ...routes.assets.js.sync],
    lazyLoads: lazyLoadsOf(app),
  };
};

const shell: AppBuild = {
  name: 'shell',
  startFiles: scriptsOfHtml(readFileSync(join(dist('shell'), 'index.html'), 'utf8')),
  lazyLoads: lazyLoadsOf('shell'),
};

const gzipBytesOf = (app: string, file: string) =>
  gzipSync(readFileSync(join(dist(app), file))).length;
const costs = budgetCosts(
  shell,
  remoteBuild('mfe-giving'),
  [remoteBuild('mfe-member-center')],
  gzipBytesOf,
);
const embedWidget: Cost = {
  what: 'mfe-giving: embed.js (the script-tag widget)',
  gzipBytes: gzipBytesOf('mfe-giving', 'embed.js'),
  budget: BUDGETS.embedWidget,
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const shown = [
  costs[0],
  ...costs
    .slice(1)
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 5),
  embedWidget,
];
console.log(
  'Budgets from the build (gzip): the first visit, the five largest lazy loads and the widget',
);
console.table(
  shown.map((cost) => ({
    what: cost?.what,
    'gzip KB': cost ? kb(cost.gzipBytes) : '',
    budget: cost ? `${isOver(cost) ? 'OVER' : 'within'} ${kb(cost.budget)} KB` : '',
  })),
);
const over = [...costs, embedWidget].filter(isOver);
for (const cost of over) {
  console.error(`Over budget: ${cost.what}: ${kb(cost.gzipBytes)} KB > ${kb(cost.budget)} KB gzip`);
}
process.exitCode = over.length > 0 ? 1 : 0;
