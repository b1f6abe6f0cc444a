import { screen, within } from '@testing-library/react';
import { registerStrings, toast, useLocation, useSession, useTranslation } from '@eoffering/shared';
import { fakeToken } from '@eoffering/shared/testing';
import { fakeLoader, renderShell, setUpShellTests } from './testing/render-shell';

// A remote's routes module as a remote writes it: its own namespace, registered at module load,
// and only @eoffering/shared and react libraries imported.
registerStrings('remote-test', {
  'zh-TW': { hello: '遠端你好', guest: '訪客' },
  en: { hello: 'Hello from the remote', guest: 'guest' },
});

const RemoteRoutes = () => {
  const { t } = useTranslation('remote-test');
  const { memberName } = useSession();
  const { pathname } = useLocation();
  return (
    <section aria-label="remote">
      <p>{t('hello')}</p>
      <p>member: {memberName ?? t('guest')}</p>
      <p>path: {pathname}</p>
      <button type="button" onClick={() => toast('saved by the remote')}>
        remote action
      </button>
    </section>
  );
};

const api = setUpShellTests();

/**
 * docs/architecture.md: one router, one i18n instance, one session and one event bus in the page.
 * The shell's controls change what a remote module shows at once, with nothing passed to it.
 */
describe('one instance of router, i18n, session and bus across the shell and a remote', () => {
  const render = () =>
    renderShell(fakeLoader({ giving: () => Promise.resolve({ default: RemoteRoutes }) }), {
      route: '/',
    });

  it('the shell language toggle re-renders the remote text at once', async () => {
    const { user } = render();
    const remote = await screen.findByRole('region', { name: 'remote' });
    expect(remote).toHaveTextContent('遠端你好');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(remote).toHaveTextContent('Hello from the remote');
  });

  it('signing in through the shell shows in the remote at once', async () => {
    api()
      .ok('signin', fakeToken({ member_name: '王小明' }))
      .ok('get_project_info_list', []);
    const { user } = render();
    const remote = await screen.findByRole('region', { name: 'remote' });
    expect(remote).toHaveTextContent('member: 訪客');

    await user.click(screen.getByRole('button', { name: '選單' }));
    await user.click(await screen.findByRole('button', { name: '登入' }));
    const dialog = await screen.findByRole('dialog', { name: '會員登入' });
    await user.type(within(dialog).getByLabelText('手機或電子郵件'), '0912345678');
    await user.type(within(dialog).getByLabelText('密碼'), 'Passw0rd!');
    await user.click(within(dialog).getByRole('button', { name: '登入' }));
    expect(await within(remote).findByText('member: 王小明')).toBeInTheDocument();
  });

  it('the shell menu moves the router the remote reads', async () => {
    api().ok('get_project_info_list', []);
    const { user } = render();
    const remote = await screen.findByRole('region', { name: 'remote' });
    expect(remote).toHaveTextContent('path: /');
    await user.click(screen.getByRole('button', { name: '選單' }));
    await user.click(screen.getByRole('link', { name: '奉獻查詢' }));
    expect(screen.getByRole('region', { name: 'remote' })).toHaveTextContent(
      'path: /order_history',
    );
  });

  it('a toast the remote emits on the bus appears in the shell toast region', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'remote action' }));
    expect(screen.getByRole('status', { name: '通知' })).toHaveTextContent('saved by the remote');
  });
});
