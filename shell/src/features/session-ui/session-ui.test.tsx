import { act, screen, waitFor, within } from '@testing-library/react';
import { PRE_LOCATION_KEY, bus, session, useLocation } from '@eoffering/shared';
import { fakeToken, sha256Hex } from '@eoffering/shared/testing';
import { fakeLoader, renderShell, setUpShellTests } from '../../testing/render-shell';

/** A giving remote that shows where the router is, so navigation after sign-in can be seen. */
const whereAmI = fakeLoader({
  giving: () =>
    Promise.resolve({
      default: function Where() {
        return <p>at {useLocation().pathname}</p>;
      },
    }),
  memberCenter: () =>
    Promise.resolve({
      default: function Member() {
        return <p>member at {useLocation().pathname}</p>;
      },
    }),
});

const api = setUpShellTests();

const requestLogin = (allowClose = true, returnPath?: string) =>
  act(() => session.requestLogin(allowClose, returnPath));

// The modal's code is its own chunk: the first opening waits for it.
const loginDialog = () => screen.findByRole('dialog', { name: '會員登入' });

describe('login modal', () => {
  it('opens on session/login-requested and clears a stored token, here and on the server', async () => {
    api().ok('logout', null);
    renderShell(whereAmI, { route: '/faq', signedIn: true });
    const token = localStorage.getItem('id_token');
    expect(token).not.toBeNull();
    requestLogin();
    expect(await loginDialog()).toBeInTheDocument();
    expect(localStorage.getItem('id_token')).toBeNull();
    await waitFor(() =>
      expect(
        api()
          .requests.filter((request) => request.target === 'logout')
          .map((request) => request.headers.Authorization),
      ).toEqual([`Bearer ${token}`]),
    );
    expect(within(await loginDialog()).getByLabelText('手機或電子郵件')).toHaveFocus();
  });

  it('requires userid and password with the spec messages and sends nothing', async () => {
    const { user } = renderShell(whereAmI, { route: '/faq', language: 'en' });
    requestLogin();
    const dialog = await screen.findByRole('dialog', { name: 'Member login' });
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    const userid = within(dialog).getByLabelText('Phone or email');
    expect(userid).toHaveAttribute('aria-invalid', 'true');
    expect(userid).toHaveAccessibleDescription('please enter your phone or email');
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
      'please enter your password',
    );
    expect(userid).toHaveFocus();
    expect(api().requests).toHaveLength(0);
  });

  it('is described by one sentence, not by every label and link of its form', async () => {
    renderShell(whereAmI, { route: '/faq', language: 'en' });
    requestLogin();
    expect(await screen.findByRole('dialog', { name: 'Member login' })).toHaveAccessibleDescription(
      'Log in with the phone number or email and the password of your church member account.',
    );
  });

  it("links to the main site's password reset and sign-up pages", async () => {
    renderShell(whereAmI, { route: '/faq', language: 'en' });
    requestLogin();
    const dialog = await screen.findByRole('dialog', { name: 'Member login' });
    expect(dialog).toHaveTextContent('Forgot your password?');
    expect(
      within(dialog).getByRole('link', { name: "Reset it on the church's main site" }),
    ).toHaveAttribute('href', 'http://main.test/password-reset?lang=en');
    expect(
      within(dialog).getByRole('link', { name: "Sign up on the church's main site" }),
    ).toHaveAttribute('href', 'http://main.test/register?lang=en');
  });

  it('shows and hides the password', async () => {
    const { user } = renderShell(whereAmI, { route: '/faq' });
    requestLogin();
    const password = within(await loginDialog()).getByLabelText('密碼');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(await loginDialog()).getByRole('button', { name: '顯示密碼' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(within(await loginDialog()).getByRole('button', { name: '隱藏密碼' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(await loginDialog()).getByRole('button', { name: '隱藏密碼' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in with the SHA-256 of the password, is busy meanwhile, then says welcome for 1.5 s', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    api().on('signin', () => new Promise((resolve) => (answer = resolve)));
    const { user } = renderShell(whereAmI, { route: '/faq' });
    requestLogin();
    await user.type(within(await loginDialog()).getByLabelText('手機或電子郵件'), ' 0912345678 ');
    await user.type(within(await loginDialog()).getByLabelText('密碼'), 'Passw0rd!');
    await user.click(within(await loginDialog()).getByRole('button', { name: '登入' }));

    const submit = within(await loginDialog()).getByRole('button', { name: '登入' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    const hashed = await sha256Hex('Passw0rd!');
    await waitFor(() =>
      expect(api().bodiesOf('signin')).toEqual([{ userid: '0912345678', password: hashed }]),
    );

    jest.useFakeTimers();
    await act(async () =>
      answer({ body: { RC: 200, RM: 'ok', Result: fakeToken({ member_name: '王小明' }) } }),
    );
    expect(screen.queryByRole('dialog', { name: '會員登入' })).not.toBeInTheDocument();
    const toasts = screen.getByRole('status', { name: '通知' });
    expect(toasts).toHaveTextContent('歡迎');
    act(() => jest.advanceTimersByTime(1499));
    expect(toasts).toHaveTextContent('歡迎');
    act(() => jest.advanceTimersByTime(1));
    expect(toasts).not.toHaveTextContent('歡迎');
    expect(session.isAuthenticated()).toBe(true);
  });

  it('says login failed, keeps what was typed and leaves no token', async () => {
    api().fail('signin', 401, 'wrong password', 401);
    const { user } = renderShell(whereAmI, { route: '/faq', language: 'en' });
    requestLogin();
    const dialog = await screen.findByRole('dialog', { name: 'Member login' });
    await user.type(within(dialog).getByLabelText('Phone or email'), 'member@example.org');
    await user.type(within(dialog).getByLabelText('Password'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    // The alert region is always in the page (so screen readers announce what appears in it).
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('login failed'),
    );
    expect(within(dialog).getByLabelText('Phone or email')).toHaveValue('member@example.org');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('nope');
    expect(localStorage.getItem('id_token')).toBeNull();
  });

  it('can be closed only when allowClose is true', async () => {
    const { user } = renderShell(whereAmI, { route: '/faq' });
    requestLogin(false);
    await user.keyboard('{Escape}');
    expect(await loginDialog()).toBeInTheDocument();
    expect(
      within(await loginDialog()).queryByRole('button', { name: '關閉對話框' }),
    ).not.toBeInTheDocument();

    requestLogin(true);
    await user.click(within(await loginDialog()).getByRole('button', { name: '關閉對話框' }));
    expect(screen.queryByRole('dialog', { name: '會員登入' })).not.toBeInTheDocument();
  });

  // A path stored when the member left for the main site's login is stale by the time they sign
  // in here (they came back without signing in there): it is forgotten, never followed.
  it.each([
    ['a stale member page', '/member_center/order_ach', '/order/recurring_records/1'],
    [
      'a stale member page, signing in from a giving form',
      '/member_center/order_ach',
      '/order/normal/1',
    ],
    ['https://evil.example', 'https://evil.example', '/order/normal/1'],
    ['//evil.example', '//evil.example', '/order/normal/1'],
    ['/\\evil.example', '/\\evil.example', '/order/normal/1'],
    ['javascript:alert(1)', 'javascript:alert(1)', '/order/normal/1'],
    ['a dot segment', '/..//evil.example/steal', '/order/normal/1'],
    ['an encoded dot segment', '/%2e%2e//evil.example', '/order/normal/1'],
  ])(
    'after sign-in stays where the member signed in, forgetting %s',
    async (_case, stored, from) => {
      api().ok('signin', fakeToken());
      localStorage.setItem(PRE_LOCATION_KEY, stored);
      const { user } = renderShell(whereAmI, { route: from });
      await screen.findByText(`at ${from}`);
      requestLogin();
      await user.type(within(await loginDialog()).getByLabelText('手機或電子郵件'), '0912345678');
      await user.type(within(await loginDialog()).getByLabelText('密碼'), 'Passw0rd!');
      await user.click(within(await loginDialog()).getByRole('button', { name: '登入' }));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: '會員登入' })).not.toBeInTheDocument(),
      );
      expect(screen.getByText(`at ${from}`)).toBeInTheDocument();
      expect(localStorage.getItem(PRE_LOCATION_KEY)).toBeNull();
    },
  );

  it('without a stored path stays on the page, or goes to the return path the request named', async () => {
    api().ok('signin', fakeToken()).ok('signin', fakeToken());
    const { user } = renderShell(whereAmI, { route: '/order/normal/1' });
    await screen.findByText('at /order/normal/1');
    const signIn = async () => {
      await user.type(within(await loginDialog()).getByLabelText('手機或電子郵件'), '0912345678');
      await user.type(within(await loginDialog()).getByLabelText('密碼'), 'Passw0rd!');
      await user.click(within(await loginDialog()).getByRole('button', { name: '登入' }));
    };
    requestLogin();
    await signIn();
    expect(screen.getByText('at /order/normal/1')).toBeInTheDocument();

    requestLogin(true, '/order/recurring_records/1');
    await signIn();
    expect(await screen.findByText('at /order/recurring_records/1')).toBeInTheDocument();
  });
});

describe('403 about a giving that does not match', () => {
  it('the session capability a remote calls leaves a guest with the login modal open', async () => {
    api().ok('get_project_info_list', []);
    const { user } = renderShell(whereAmI, { route: '/order/receipt_form/5', signedIn: true });
    await screen.findByText('at /order/receipt_form/5');
    act(() => session.endForGivingMismatch());
    expect(await loginDialog()).toBeInTheDocument();
    expect(localStorage.getItem('id_token')).toBeNull();
    await user.click(within(await loginDialog()).getByRole('button', { name: '關閉對話框' }));
    await user.click(screen.getByRole('button', { name: '選單' }));
    expect(await screen.findByRole('navigation', { name: '主選單' })).toHaveTextContent('登入');
  });
});

describe('stay signed in (WCAG 2.2.1)', () => {
  const prompt = (endsAt = Date.now() + 20_000) =>
    act(() => bus.emit({ type: 'session/stay-signed-in-prompt', secondsLeft: 20, endsAt }));

  it('shows the prompt with one action that keeps the session', async () => {
    const stay = jest.spyOn(session, 'staySignedIn');
    const { user } = renderShell(whereAmI, { route: '/faq', signedIn: true, language: 'en' });
    prompt();
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    expect(dialog).toHaveTextContent('signed out in 20 seconds');
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect(stay).toHaveBeenCalledTimes(1);
    act(() => bus.emit({ type: 'session/stay-signed-in-dismissed' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('counts down every second on screen and announces only 10 and 5 seconds left', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T08:00:00Z') });
    renderShell(whereAmI, { route: '/faq', signedIn: true, language: 'en' });
    prompt();
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    const announcer = within(dialog).getByRole('status');
    const seen: string[] = [];
    const heard = new Set<string>();
    for (let second = 0; second <= 20; second += 1) {
      seen.push(/in (\d+) seconds/.exec(dialog.textContent ?? '')?.[1] ?? '');
      heard.add(announcer.textContent ?? '');
      await act(() => jest.advanceTimersByTimeAsync(1000));
    }
    expect(seen).toEqual(Array.from({ length: 21 }, (_, index) => String(20 - index)));
    expect([...heard]).toEqual(['', '10 seconds left', '5 seconds left']);
  });

  it.each<[string, () => HTMLElement, () => HTMLElement]>([
    [
      'where the member was',
      () => screen.getByRole('button', { name: 'Menu' }),
      () => screen.getByRole('button', { name: 'Menu' }),
    ],
    ['the main area when focus was nowhere', () => document.body, () => screen.getByRole('main')],
  ])('stay signed in puts focus back: %s', async (_case, focusBefore, focusAfter) => {
    const { user } = renderShell(whereAmI, { route: '/faq', signedIn: true, language: 'en' });
    focusBefore().focus();
    prompt();
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    act(() => bus.emit({ type: 'session/stay-signed-in-dismissed' }));
    expect(focusAfter()).toHaveFocus();
  });

  it('closes when the session ends for inactivity and says why', () => {
    renderShell(whereAmI, { route: '/faq', signedIn: true, language: 'en' });
    prompt();
    act(() => bus.emit({ type: 'session/expired', reason: 'inactive' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Notifications' })).toHaveTextContent(
      'You have been signed out because there was no activity for 5 minutes.',
    );
  });
});

describe('signed out in another tab (docs/screens/shell.md)', () => {
  it('says so in a dialog instead of a silent move', () => {
    renderShell(whereAmI, { route: '/faq', language: 'en' });
    act(() => bus.emit({ type: 'session/ended-elsewhere' }));
    const dialog = screen.getByRole('alertdialog', { name: 'You have been signed out' });
    expect(dialog).toHaveTextContent(
      'You signed out in another tab of this browser. Log in again to use the member features.',
    );
  });
});

describe('one modal at a time (docs/screens/shell.md)', () => {
  it('a login asked for while a message is open waits until the message is closed', async () => {
    const { user } = renderShell(whereAmI, { route: '/faq', language: 'en' });
    act(() =>
      bus.emit({
        type: 'ui/alert',
        id: 'a1',
        tone: 'error',
        title: 'permission error',
        message: '',
      }),
    );
    requestLogin();
    const message = screen.getByRole('alertdialog', { name: 'permission error' });
    // Give the login chunk time to arrive: it still must not open.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog', { name: 'Member login' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);

    await user.click(within(message).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('dialog', { name: 'Member login' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
