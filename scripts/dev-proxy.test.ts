import { createRequire } from 'node:module';
import { ROUTES, APP_BASE_PATH } from '@eoffering/shared/routes';

/** The webpack preset's dev-server module: CommonJS with JSDoc types (tsconfig.js.json checks it). */
interface DevServerModule {
  DEV_PROXY_PATHS: string[];
  devServerOf(options: { isHost: boolean; devPort: number; publicPath: string }): {
    proxy?: unknown;
  };
}
const { DEV_PROXY_PATHS, devServerOf } = createRequire(__filename)(
  '../mfe-shared/webpack/dev-server',
) as DevServerModule;

// http-proxy-middleware takes a path context as a prefix: a proxied path that prefixes an app
// route would send that page to mock-server instead of the dev server's own app.
const proxied = (path: string): string | undefined =>
  DEV_PROXY_PATHS.find((context) => path.startsWith(context));

const appPaths = Object.values(ROUTES).flatMap((route) => [
  // Under the shell (base path), and at the root of a remote's standalone harness.
  `${APP_BASE_PATH}${route.pattern}`,
  route.pattern,
]);

describe("the dev servers' proxy to mock-server", () => {
  it('is one list for the shell and both remotes', () => {
    const host = devServerOf({ isHost: true, devPort: 3001, publicPath: '/eoffering/' });
    const remote = devServerOf({ isHost: false, devPort: 3002, publicPath: 'auto' });
    expect(host.proxy).toEqual([{ context: DEV_PROXY_PATHS, target: 'http://127.0.0.1:3000' }]);
    expect(remote.proxy).toEqual(host.proxy);
  });

  it.each(appPaths)('leaves the app route %s to the app', (path) => {
    expect(proxied(path)).toBeUndefined();
  });

  it.each([
    ['/member/profile', '/member/'],
    ['/eoffering/config.json', '/eoffering/config.json'],
    ['/api/get_project_list', '/api'],
  ])('forwards %s (by %s)', (path, context) => {
    expect(proxied(path)).toBe(context);
  });
});
