// @ts-check
// Webpack loader of the embed build: design tokens declared on :root reach nothing inside a shadow
// root, so the widget's stylesheet declares them on its own host element instead.
/** @param {string} source */
module.exports = (source) => source.replace(/:root\b/g, ':host');
