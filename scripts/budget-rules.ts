/**
 * docs/architecture.md, performance budgets: what a first visit and each lazy load cost, added up
 * from a production build's files alone. Byte counts of a build are deterministic, so CI can
 * enforce them; timings stay with `npm run bench`, which reports and never asserts.
 */

/**
 * The budgets, in gzip bytes (the first visit's: docs/decisions.md, 'A first-visit budget of 140 KB'
 * and 'The first screen painted before the app', which raised it to 145 KB for the static cards).
 */
export const BUDGETS = {
  firstVisit: 145 * 1024,
  routeExtra: 60 * 1024,
  /** The script-tag widget a church website loads (`embed.js`), which carries no React. */
  embedWidget: 8 * 1024,
};

/** A lazy import() of one app: the request it was written with and the scripts it fetches. */
export interface LazyLoad {
  requests: string[];
  files: string[];
}

/** One app's build as the budgets see it; file names are relative to its dist folder. */
export interface AppBuild {
  name: string;
  /** What a page fetches before the app's first render (the shell's entry and preloads). */
  startFiles: string[];
  lazyLoads: LazyLoad[];
}

export interface Cost {
  what: string;
  gzipBytes: number;
  budget: number;
}

/** The script files the shell's HTML loads: its `<script src>` and `<link rel=preload as=script>`. */
export const scriptsOfHtml = (html: string): string[] => {
  const files: string[] = [];
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const attribute = (name: string) =>
      new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`).exec(tag)?.slice(1).join('');
    const isScript = tag.startsWith('<script');
    const url = isScript ? attribute('src') : attribute('href');
    const preloadsScript = attribute('rel') === 'preload' && attribute('as') === 'script';
    if (url && (isScript || preloadsScript)) files.push(url.slice(url.lastIndexOf('/') + 1));
  }
  return files;
};

/**
 * The first visit (the home page, opened by the giving remote) and every lazy load after it: a
 * load fetches its files not already in the page, and a load of a remote other than the opening
 * one also that remote's entry files. `gzipOf(app, file)` measures one file.
 */
export const budgetCosts = (
  shell: AppBuild,
  opening: AppBuild,
  others: AppBuild[],
  gzipOf: (app: string, file: string) => number,
): Cost[] => {
  const sum = (app: string, files: string[]) =>
    files.reduce((total, file) => total + gzipOf(app, file), 0);
  const firstVisit = { shell: new Set(shell.startFiles), opening: new Set(opening.startFiles) };
  const costs: Cost[] = [
    {
      what: `first visit (${shell.name} + ${opening.name})`,
      gzipBytes: sum(shell.name, shell.startFiles) + sum(opening.name, opening.startFiles),
      budget: BUDGETS.firstVisit,
    },
  ];
  // A load no import() names is a shared library's own copy, which the page never fetches while
  // the shell provides that library (docs/architecture.md, federation).
  const lazyCosts = (app: AppBuild, loaded: Set<string>, entryBytes: number) =>
    app.lazyLoads
      .filter((load) => load.requests.length > 0)
      .map((load) => ({
        what: `${app.name}: ${load.requests.join(', ')}`,
        gzipBytes:
          entryBytes +
          sum(
            app.name,
            load.files.filter((file) => !loaded.has(file)),
          ),
        budget: BUDGETS.routeExtra,
      }));
  costs.push(...lazyCosts(shell, firstVisit.shell, 0));
  costs.push(...lazyCosts(opening, firstVisit.opening, 0));
  for (const other of others) {
    costs.push(...lazyCosts(other, new Set(other.startFiles), sum(other.name, other.startFiles)));
  }
  return costs;
};

export const isOver = (cost: Cost): boolean => cost.gzipBytes > cost.budget;
