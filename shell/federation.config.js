// @ts-check
// Federation options of the shell (host); the remotes are registered at runtime from config.json.
module.exports = { name: 'shell', isHost: true };
