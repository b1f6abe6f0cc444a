import { ROUTES, startHarness } from '@eoffering/shared';
import { MemberCenterRoutes } from './routes';
import { MEMBER_NS } from './strings';

// Standalone harness (`npm run dev`, README): this remote's routes without the shell.
const root = document.getElementById('root');
if (root) {
  void startHarness(root, {
    home: ROUTES.memberHome.build({}),
    routes: <MemberCenterRoutes />,
    links: [{ to: ROUTES.memberHome.build({}), label: `${MEMBER_NS}:pages.personal` }],
  });
}
