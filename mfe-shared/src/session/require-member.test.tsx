import { act, screen } from '@testing-library/react';
import { Route, Routes } from '../routes/routing';
import { setPageNavigation } from '../navigation/page-navigation';
import { renderWithProviders } from '../testing/render-with-providers';
import { fakeToken } from '../testing/fake-token';
import { PRE_LOCATION_KEY } from './return-path';
import { RequireMember } from './require-member';
import { session } from './session';
import { ID_TOKEN_KEY, tokenStore } from './token-store';
import { useSession } from './use-session';

const Greeting = () => {
  const { memberName, isAuthenticated } = useSession();
  return <p>{isAuthenticated ? `Hello ${memberName}` : 'Guest'}</p>;
};

const routes = (
  <Routes>
    <Route
      path="member_center/home"
      element={
        <RequireMember>
          <h1>Personal data</h1>
        </RequireMember>
      }
    />
    <Route path="*" element={<Greeting />} />
  </Routes>
);

describe('RequireMember', () => {
  const assign = jest.fn();
  beforeEach(() => {
    localStorage.clear();
    assign.mockReset();
    setPageNavigation({ assign });
  });
  afterEach(() => setPageNavigation(null));

  it('renders the page for a signed-in member', () => {
    renderWithProviders(routes, { route: '/member_center/home', signedIn: true });
    expect(screen.getByRole('heading', { name: 'Personal data' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('saves the path and sends a guest to the main site login, rendering nothing', () => {
    renderWithProviders(routes, { route: '/member_center/home?tab=1' });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(localStorage.getItem(PRE_LOCATION_KEY)).toBe('/member_center/home?tab=1');
    expect(assign).toHaveBeenCalledWith('http://main.test/login?lang=zh-TW');
  });

  it('sends a member who logs out on a member page home, with no return path stored', () => {
    renderWithProviders(routes, { route: '/member_center/home', signedIn: true });
    act(() => session.logout());
    expect(screen.getByText('Guest')).toBeInTheDocument();
    expect(localStorage.getItem(PRE_LOCATION_KEY)).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('stays while the page says why the server ended the session: the message leads to the login', () => {
    renderWithProviders(routes, { route: '/member_center/home', signedIn: true });
    act(() => session.endRejected());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem(PRE_LOCATION_KEY)).toBeNull();
  });

  it('counts a logout only until the next sign-in: a later expiry asks for the login again', () => {
    act(() => session.logout());
    expect(session.loggedOutByUser()).toBe(true);
    act(() => {
      tokenStore.set(fakeToken({ member_name: '王小明' }));
    });
    act(() => tokenStore.remove());
    expect(session.loggedOutByUser()).toBe(false);
  });
});

describe('useSession', () => {
  it('re-renders at once when a member signs in and out', () => {
    renderWithProviders(routes, { route: '/' });
    expect(screen.getByText('Guest')).toBeInTheDocument();
    act(() => {
      tokenStore.set(fakeToken({ member_name: '陳美玲' }));
    });
    expect(screen.getByText('Hello 陳美玲')).toBeInTheDocument();
    act(() => {
      tokenStore.remove();
    });
    expect(screen.getByText('Guest')).toBeInTheDocument();
    expect(localStorage.getItem(ID_TOKEN_KEY)).toBeNull();
  });
});
