// @ts-check
// Federation options of the member-centre remote (docs/architecture.md); webpack.config.js adds the
// rest. The name must equal `remotes.memberCenter.name` in config.json; the exposed module's type is
// `RemoteRoutesModule` in mfe-shared/src/federation.
module.exports = {
  name: 'memberCenter',
  isHost: false,
  exposes: {
    './routes': './src/routes.tsx',
  },
};
