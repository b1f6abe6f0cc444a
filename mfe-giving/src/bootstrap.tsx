import { startHarness } from '@eoffering/shared';
import { GivingRoutes } from './routes';

// Standalone harness (`npm run dev`, README): this remote's routes without the shell.
const root = document.getElementById('root');
if (root) void startHarness(root, { home: '/', routes: <GivingRoutes /> });
