import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { bus, type BusEvent } from '@eoffering/shared';
import { renderWithProviders, type ProvidersOptions } from '../../testing/render-with-providers';
import { tokenStore } from '../../session/token-store';
import { useKeepAcrossSignIn, useRestoredAcrossSignIn } from './draft-across-sign-in';

interface Values extends Record<string, unknown> {
  title: string;
  remarks: string;
  agree: boolean;
}

const DraftForm = () => {
  const initial = useRestoredAcrossSignIn<Values>('receipt', () => ({
    title: '',
    remarks: 'from the server',
    agree: false,
  }));
  const [values, setValues] = useState(initial);
  useKeepAcrossSignIn('receipt', values);
  return (
    <form>
      <label>
        Title
        <input
          value={values.title}
          onChange={(event) => setValues({ ...values, title: event.target.value })}
        />
      </label>
      <label>
        Remarks
        <textarea
          value={values.remarks}
          onChange={(event) => setValues({ ...values, remarks: event.target.value })}
        />
      </label>
    </form>
  );
};

const FORM = '/order/receipt_form/7';
const RESTORED = 'What you typed before signing in again has been restored.';

describe('typed data kept across a forced sign-in (docs/screens/shell.md)', () => {
  let events: BusEvent[];
  const subscription = bus.all().subscribe((event) => events.push(event));
  afterAll(() => subscription.unsubscribe());
  beforeEach(() => {
    events = [];
    sessionStorage.clear();
    localStorage.clear();
    jest.useRealTimers();
  });
  const toasts = () => events.filter((event) => event.type === 'ui/toast');

  const render = (options: ProvidersOptions) =>
    renderWithProviders(<DraftForm />, { language: 'en', ...options });

  /** Types into the form as member 1, then the session ends under them and the page leaves. */
  const typeThenLoseSession = async () => {
    const { user, unmount } = render({ route: FORM, signedIn: true });
    await user.type(screen.getByLabelText('Title'), '王小明');
    await user.clear(screen.getByLabelText('Remarks'));
    await user.type(screen.getByLabelText('Remarks'), 'for the building fund');
    act(() => {
      bus.emit({ type: 'session/expired', reason: 'rejected' });
      tokenStore.remove();
    });
    unmount();
  };

  it('puts back what the same member typed on the same page, once, and says so', async () => {
    await typeThenLoseSession();
    render({ route: FORM, signedIn: true });
    expect(screen.getByLabelText('Title')).toHaveValue('王小明');
    expect(screen.getByLabelText('Remarks')).toHaveValue('for the building fund');
    expect(toasts()).toEqual([
      { type: 'ui/toast', tone: 'info', message: RESTORED, durationMs: expect.any(Number) },
    ]);
    expect(sessionStorage.length).toBe(0);
  });

  it.each<[string, ProvidersOptions]>([
    ['another member', { route: FORM, signedIn: { sub: '2' } }],
    ['another page', { route: '/order/receipt_form/8', signedIn: true }],
  ])('gives nothing to %s', async (_case, options) => {
    await typeThenLoseSession();
    render(options);
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Remarks')).toHaveValue('from the server');
    expect(toasts()).toEqual([]);
  });

  it('keeps the snapshot while the visitor is still signed out, for after the sign-in', async () => {
    await typeThenLoseSession();
    render({ route: FORM, signedIn: false }).unmount();
    expect(sessionStorage.length).toBe(1);
    render({ route: FORM, signedIn: true });
    expect(screen.getByLabelText('Title')).toHaveValue('王小明');
  });

  it('forgets a snapshot older than 30 minutes', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T08:00:00Z'), advanceTimers: true });
    await typeThenLoseSession();
    jest.setSystemTime(new Date('2026-11-25T08:31:00Z'));
    render({ route: FORM, signedIn: true });
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('keeps nothing when the member leaves the form while signed in', async () => {
    const { user, unmount } = render({ route: FORM, signedIn: true });
    await user.type(screen.getByLabelText('Title'), 'Acme');
    unmount();
    expect(sessionStorage.length).toBe(0);
    render({ route: FORM, signedIn: true });
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('takes only fields of the form, each in its own type', () => {
    sessionStorage.setItem(
      `draftAcrossSignIn:${FORM} receipt`,
      JSON.stringify({
        sub: '1',
        savedAt: Date.now(),
        values: { title: 42, remarks: 'kept', admin: true, agree: 'yes' },
      }),
    );
    render({ route: FORM, signedIn: true });
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Remarks')).toHaveValue('kept');
  });

  it('ignores a snapshot that is not one', () => {
    sessionStorage.setItem(`draftAcrossSignIn:${FORM} receipt`, '{not json');
    render({ route: FORM, signedIn: true });
    expect(screen.getByLabelText('Remarks')).toHaveValue('from the server');
  });

  describe('a reload (docs/decisions.md, a form survives a reload)', () => {
    // A reload tears the page down without unmounting it: the next page is a second render.
    const typeThenReload = async (signedIn: boolean) => {
      const { user } = render({ route: FORM, signedIn });
      await user.type(screen.getByLabelText('Title'), '林小華');
      await user.clear(screen.getByLabelText('Remarks'));
      await user.type(screen.getByLabelText('Remarks'), '為宣教');
      act(() => {
        window.dispatchEvent(new Event('pagehide'));
      });
    };
    const reloaded = (signedIn: boolean) =>
      renderWithProviders(<DraftForm />, { language: 'en', route: FORM, signedIn });

    it.each([
      ['a guest', false],
      ['a member', true],
    ])(
      'gives %s back what was typed, without a word about signing in, once',
      async (_who, signedIn) => {
        await typeThenReload(signedIn);
        const { container } = reloaded(signedIn);
        const form = within(container);
        expect(form.getByLabelText('Title')).toHaveValue('林小華');
        expect(form.getByLabelText('Remarks')).toHaveValue('為宣教');
        expect(toasts()).toEqual([]);
        // Used once: the page keeps it again when it is left.
        expect(sessionStorage.length).toBe(0);
      },
    );

    it('keeps nothing for another page', async () => {
      await typeThenReload(false);
      const { container } = renderWithProviders(<DraftForm />, {
        language: 'en',
        route: '/order/receipt_form/8',
      });
      expect(within(container).getByLabelText('Title')).toHaveValue('');
    });

    it('the page leaving after the session ended keeps the sign-in snapshot and its message', async () => {
      await typeThenLoseSession();
      act(() => {
        window.dispatchEvent(new Event('pagehide'));
      });
      render({ route: FORM, signedIn: true });
      expect(screen.getByLabelText('Title')).toHaveValue('王小明');
      expect(toasts()).toEqual([
        { type: 'ui/toast', tone: 'info', message: RESTORED, durationMs: expect.any(Number) },
      ]);
    });
  });
});
