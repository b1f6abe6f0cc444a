import { startHarness } from '@eoffering/shared';
import { MEMBER_PATHS } from './paths';
import { MemberCenterRoutes } from './routes';
import { MEMBER_NS } from './strings';

// Standalone harness (`npm run dev`, README): this remote's routes without the shell.
const root = document.getElementById('root');
if (root) {
  void startHarness(root, {
    home: MEMBER_PATHS.home,
    routes: <MemberCenterRoutes />,
    links: [{ to: MEMBER_PATHS.home, label: `${MEMBER_NS}:pages.personal` }],
  });
}
