import { BUDGETS, budgetCosts, isOver, scriptsOfHtml, type AppBuild } from './budget-rules';

describe('scriptsOfHtml', () => {
  it.each([
    ['a deferred entry', '<script defer src=/eoffering/main.js></script>', ['main.js']],
    [
      'preloaded scripts, quoted or not',
      '<link rel=preload href=/eoffering/352.d0.js as=script><link rel="preload" href="/eoffering/react.31.js" as="script">',
      ['352.d0.js', 'react.31.js'],
    ],
    [
      'preloads of other kinds and stylesheets',
      '<link rel=preload href=/eoffering/config.json as=fetch crossorigin=anonymous><link rel=preload href=/eoffering/1.css as=style><link rel=stylesheet href=/eoffering/2.css>',
      [],
    ],
    ['an inline script', '<script>window.x=1</script>', []],
  ])('%s', (_, html, files) => {
    expect(scriptsOfHtml(html)).toEqual(files);
  });
});

describe('budgetCosts', () => {
  const sizes: Record<string, number> = {
    'shell/main.js': 30_000,
    'shell/react.js': 50_000,
    'shell/faq.js': 4_000,
    'giving/remoteEntry.js': 5_000,
    'giving/routes.js': 8_000,
    'giving/express.js': 6_000,
    'giving/react-copy.js': 45_000,
    'member/remoteEntry.js': 5_000,
    'member/routes.js': 7_000,
    'member/records.js': 9_000,
  };
  const gzipOf = (app: string, file: string) => sizes[`${app}/${file}`] ?? 0;
  const shell: AppBuild = {
    name: 'shell',
    startFiles: ['main.js', 'react.js'],
    lazyLoads: [{ requests: ['./faq'], files: ['faq.js', 'react.js'] }],
  };
  const giving: AppBuild = {
    name: 'giving',
    startFiles: ['remoteEntry.js', 'routes.js'],
    lazyLoads: [
      { requests: ['./express'], files: ['express.js'] },
      { requests: [], files: ['react-copy.js'] },
    ],
  };
  const member: AppBuild = {
    name: 'member',
    startFiles: ['remoteEntry.js', 'routes.js'],
    lazyLoads: [{ requests: ['./records'], files: ['records.js', 'routes.js'] }],
  };

  const costs = budgetCosts(shell, giving, [member], gzipOf);

  it.each([
    ['first visit (shell + giving)', 30_000 + 50_000 + 5_000 + 8_000, BUDGETS.firstVisit],
    // A file the first visit holds already is not fetched again.
    ['shell: ./faq', 4_000, BUDGETS.routeExtra],
    ['giving: ./express', 6_000, BUDGETS.routeExtra],
    // Reaching another remote fetches its container and routes module first.
    ['member: ./records', 5_000 + 7_000 + 9_000, BUDGETS.routeExtra],
  ])('%s costs %i bytes against %i', (what, gzipBytes, budget) => {
    expect(costs).toContainEqual({ what, gzipBytes, budget });
  });

  it('counts every load once, and no copy of a shared library the shell provides', () => {
    expect(costs).toHaveLength(4);
  });

  it.each([
    [BUDGETS.routeExtra, false],
    [BUDGETS.routeExtra + 1, true],
  ])('%i bytes against the route budget is over: %s', (gzipBytes, over) => {
    expect(isOver({ what: 'x', gzipBytes, budget: BUDGETS.routeExtra })).toBe(over);
  });
});
