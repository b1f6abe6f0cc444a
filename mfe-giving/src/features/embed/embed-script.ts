import { defineGivingElement } from './giving-element';

// The entry of /eoffering/embed.js (webpack/embed-config.js). The portal is wherever this script was
// loaded from, read while it runs: config.json, the project list, images and links all go there.
const script = document.currentScript;
defineGivingElement(
  script instanceof HTMLScriptElement ? new URL(script.src).origin : window.location.origin,
);
