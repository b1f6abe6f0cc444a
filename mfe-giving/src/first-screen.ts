import { offerFirstScreenContent } from '@eoffering/shared/boot';
import { staticHome } from './features/projects/static-home';

// `first-screen.js`, beside the manifest: the shell's early script runs it on the home page and
// paints the cards it builds before the app's scripts have run (docs/architecture.md).
offerFirstScreenContent(staticHome);
