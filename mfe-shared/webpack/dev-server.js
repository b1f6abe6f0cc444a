// @ts-check
// `webpack serve` for one app: the shell and each remote on their own port of 127.0.0.1.
const { APP_BASE_PATH } = require('./app-paths');

/** Where mock-server listens in development; the dev servers proxy the backend to it. */
const MOCK_SERVER = 'http://127.0.0.1:3000';

/**
 * @param {object} options
 * @param {boolean} options.isHost true for the shell
 * @param {number} options.devPort port of `webpack serve` on 127.0.0.1
 * @param {string} options.publicPath where the files are served (`auto` for a remote)
 * @param {string[]} options.devProxy paths forwarded to mock-server
 * @returns {import('webpack-dev-server').Configuration}
 */
const devServerOf = ({ isHost, devPort, publicPath, devProxy }) => ({
  host: '127.0.0.1',
  port: devPort,
  hot: false,
  liveReload: true,
  // The shell on another port loads a remote's manifest and chunks in development.
  headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
  historyApiFallback: isHost ? { index: `${APP_BASE_PATH}/index.html` } : true,
  devMiddleware: { publicPath: publicPath === 'auto' ? '/' : publicPath },
  proxy: devProxy.length > 0 ? [{ context: devProxy, target: MOCK_SERVER }] : [],
  client: { overlay: { warnings: false } },
});

module.exports = { MOCK_SERVER, devServerOf };
