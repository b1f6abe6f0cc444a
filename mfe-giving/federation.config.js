// @ts-check
// Federation options of the giving remote (docs/architecture.md); webpack.config.js adds the rest.
// The name must equal `remotes.giving.name` in config.json; module types: mfe-shared/src/federation.
module.exports = {
  name: 'giving',
  isHost: false,
  exposes: {
    './routes': './src/routes.tsx',
    './embed': './src/features/embed/embed.ts',
  },
};
