import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';

const Harness = ({
  closable = true,
  description,
}: {
  closable?: boolean;
  description?: string;
}) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Button>Behind</Button>
      <Dialog
        open={open}
        title="Edit receipt"
        closable={closable}
        onClose={() => setOpen(false)}
        description={description}
        footer={<Button onClick={() => setOpen(false)}>Save</Button>}
      >
        <label>
          Title <input />
        </label>
        <label>
          Tax id <input />
        </label>
      </Dialog>
    </>
  );
};

describe('Dialog', () => {
  it('is a modal dialog named by its title, with focus on its first field', async () => {
    const { user } = renderWithProviders(<Harness />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit receipt' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Title Tax id');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
  });

  it('is described by its one sentence, not by every label of its form, when it gives one', async () => {
    const { user } = renderWithProviders(
      <Harness description="The title printed on your receipt." />,
      { language: 'en' },
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Edit receipt' })).toHaveAccessibleDescription(
      'The title printed on your receipt.',
    );
    expect(screen.getByText('The title printed on your receipt.')).toBeVisible();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const { user } = renderWithProviders(<Harness />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Tax id' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user } = renderWithProviders(<Harness />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on Escape when focus has fallen out of it to the page', async () => {
    const { user } = renderWithProviders(<Harness />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    // What a re-render that removes the focused element does: focus on <body>, no focus event.
    act(() => (document.activeElement as HTMLElement).blur());
    expect(document.body).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores Escape and offers no close button when it is not closable', async () => {
    const { user } = renderWithProviders(<Harness closable={false} />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Edit receipt' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close dialog' })).not.toBeInTheDocument();
  });

  it('leaves focus on the page’s heading when the button that opened it is gone (signed in)', async () => {
    const SignInFirst = () => {
      const [open, setOpen] = useState(false);
      const [signedIn, setSignedIn] = useState(false);
      return (
        <main>
          <h1>Payment</h1>
          {!signedIn && <Button onClick={() => setOpen(true)}>Log in</Button>}
          <Dialog
            open={open}
            title="Member login"
            onClose={() => setOpen(false)}
            footer={
              <Button
                onClick={() => {
                  setOpen(false);
                  setSignedIn(true);
                }}
              >
                Sign in
              </Button>
            }
          />
        </main>
      );
    };
    const { user } = renderWithProviders(<SignInFirst />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment' })).toHaveFocus();
  });

  it('pulls focus back when it lands outside', async () => {
    const { user } = renderWithProviders(<Harness />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    act(() => screen.getByRole('button', { name: 'Behind', hidden: true }).focus());
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
  });
});

/**
 * A payment method as the payment page has it: the button is disabled while its confirmation asks,
 * and enabled again only after the answer (a render of its own, once the awaited answer resolves).
 */
const BusyOpener = () => {
  const [answer, setAnswer] = useState<((yes: boolean) => void) | null>(null);
  const [busy, setBusy] = useState(false);
  const choose = async () => {
    setBusy(true);
    try {
      await new Promise<boolean>((resolve) => setAnswer(() => resolve));
    } finally {
      setBusy(false);
    }
  };
  const close = (yes: boolean) => {
    answer?.(yes);
    setAnswer(null);
  };
  return (
    <>
      <Button disabled={busy} onClick={() => void choose()}>
        Card
      </Button>
      <ConfirmDialog
        open={answer !== null}
        title="Pay NT$ 1,000 by card?"
        onConfirm={() => close(true)}
        onCancel={() => close(false)}
      />
    </>
  );
};

describe('ConfirmDialog', () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    ['Escape', '{Escape}'],
    ['Cancel', '{Enter}'],
  ])(
    'gives focus back to the button that opened it after %s, though it was disabled while asking',
    async (_, keys) => {
      const { user } = renderWithProviders(<BusyOpener />, { language: 'en' });
      await user.click(screen.getByRole('button', { name: 'Card' }));
      expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

      await user.keyboard(keys);

      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Card' })).toHaveFocus();
    },
  );

  it('starts on cancel and locks confirm for the countdown (3 s)', async () => {
    jest.useFakeTimers();
    const onConfirm = jest.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog
        open
        title="Print receipt?"
        onConfirm={onConfirm}
        onCancel={jest.fn()}
        countdownSeconds={3}
      />,
      { language: 'en' },
    );
    // userEvent must advance jest's clock when it waits between keystrokes.
    const clicker = user.setup({ advanceTimers: jest.advanceTimersByTime });
    expect(screen.getByRole('alertdialog', { name: 'Print receipt?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Confirm (3)' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Confirm (1)' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    await clicker.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed while busy', async () => {
    const onCancel = jest.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog open busy title="Printing" onConfirm={jest.fn()} onCancel={onCancel} />,
      { language: 'en' },
    );
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true');
  });
});
