// Async boundary: federation negotiates the shared singletons before any of them is evaluated. The
// opening page's remote was asked for by early.js (./early.ts).
import('./bootstrap');
