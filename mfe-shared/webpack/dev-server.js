// @ts-check
// `webpack serve` for one app: the shell and each remote on their own port of 127.0.0.1.
const { APP_BASE_PATH } = require('./app-paths');

/** Where mock-server listens in development; the dev servers proxy the backend to it. */
const MOCK_SERVER = 'http://127.0.0.1:3000';

/**
 * What every app's dev server forwards to mock-server, written once: the API and sign-in, config.json
 * and the remotes' manifests it lists, the gateway simulator, project images, the main-site pages
 * the app links to (with their scripts and stylesheet, so signing in stores id_token on the dev
 * origin) and dev actions. `/member/` keeps its slash: `/member_center` is the app's own route.
 */
const DEV_PROXY_PATHS = [
  '/api',
  '/signin',
  '/auth',
  '/gateway',
  '/eoffering/config.json',
  '/eoffering/remotes',
  '/media',
  '/site',
  '/login',
  '/register',
  '/privacy',
  '/password-reset',
  '/member/',
  '/dev',
];

/**
 * @param {object} options
 * @param {boolean} options.isHost true for the shell
 * @param {number} options.devPort port of `webpack serve` on 127.0.0.1
 * @param {string} options.publicPath where the files are served (`auto` for a remote)
 * @returns {import('webpack-dev-server').Configuration}
 */
const devServerOf = ({ isHost, devPort, publicPath }) => ({
  host: '127.0.0.1',
  port: devPort,
  hot: false,
  liveReload: true,
  // The shell on another port loads a remote's manifest and chunks in development.
  headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
  historyApiFallback: isHost ? { index: `${APP_BASE_PATH}/index.html` } : true,
  devMiddleware: { publicPath: publicPath === 'auto' ? '/' : publicPath },
  proxy: [{ context: DEV_PROXY_PATHS, target: MOCK_SERVER }],
  client: { overlay: { warnings: false } },
});

module.exports = { MOCK_SERVER, DEV_PROXY_PATHS, devServerOf };
