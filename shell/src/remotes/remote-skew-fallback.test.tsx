import { screen, within } from '@testing-library/react';
import { setPageNavigation } from '@eoffering/shared';
import { fakeLoader, renderShell, setUpShellTests, textRemote } from '../testing/render-shell';
import { RemoteLoadError, RemoteSkewError } from './remote-errors';

setUpShellTests();
afterEach(() => setPageNavigation(null));

beforeEach(() => {
  // The outcome of each refusal is logged on purpose (docs/architecture.md: log the cause).
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const skewed = () =>
  Promise.reject(
    new RemoteLoadError('giving', 'giving/routes could not be loaded', {
      cause: new RemoteSkewError('giving', {
        what: '@eoffering/shared',
        needs: '2.0.0',
        held: '1.1.0',
      }),
    }),
  );

// docs/architecture.md, compatibility policy: a remote refused for version skew shows the
// fallback with the way forward, a reload (now or shortly), in the donor's language.
describe('the fallback of a remote refused for version skew', () => {
  it.each([
    [
      'zh-TW',
      '此區塊正在更新',
      '此區塊的新版本正在上線，請重新整理頁面，或過幾分鐘再回來。',
      '重新整理頁面',
      '選單',
    ],
    [
      'en',
      'This section is being updated',
      'A new version of this section is being put in place. Please reload the page, or come back in a few minutes.',
      'Reload page',
      'Menu',
    ],
  ] as const)(
    'in %s: says so, keeps the frame, and its button reloads',
    async (language, title, message, action, menu) => {
      const reload = jest.fn();
      setPageNavigation({ reload });
      const loader = fakeLoader({ giving: skewed });
      const { user } = renderShell(loader, { route: '/', language });

      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { level: 1, name: title })).toHaveFocus();
      expect(alert).toHaveTextContent(message);
      expect(screen.getByRole('button', { name: menu })).toBeInTheDocument();
      await user.click(within(alert).getByRole('button', { name: action }));
      expect(reload).toHaveBeenCalledTimes(1);
      // A reload, not another try in this page: the loader was asked once.
      expect(loader.calls).toEqual(['giving']);
    },
  );

  it('an ordinary failure still offers the retry that loads again', async () => {
    let down = true;
    const loader = fakeLoader({
      giving: () =>
        down ? Promise.reject(new Error('Failed to fetch')) : Promise.resolve(textRemote('back')),
    });
    const { user } = renderShell(loader, { route: '/', language: 'en' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This section could not be loaded');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('back')).toBeInTheDocument();
  });
});
