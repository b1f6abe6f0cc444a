import { act, screen, waitFor } from '@testing-library/react';
import { bus } from '../../bus/event-bus';
import type { BusEvent } from '../../bus/events';
import { renderWithProviders } from '../../testing/render-with-providers';
import { CopyButton, copyText } from './copy-button';

describe('CopyButton', () => {
  const toasts: BusEvent[] = [];
  const subscription = bus.on('ui/toast').subscribe((event) => toasts.push(event));
  const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  const execCommand = jest.fn<boolean, [string]>();

  beforeAll(() => {
    // jsdom has no execCommand; the fallback's stand-in records the copy.
    Object.assign(document, { execCommand });
  });
  afterAll(() => subscription.unsubscribe());
  beforeEach(() => {
    toasts.splice(0);
    execCommand.mockReset();
  });
  afterEach(() => {
    if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
    else Reflect.deleteProperty(navigator, 'clipboard');
  });

  const useClipboard = (writeText: (text: string) => Promise<void>) =>
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

  it('copies through the clipboard and says "copied"', async () => {
    const writeText = jest.fn(async () => undefined);
    const { user } = renderWithProviders(
      <CopyButton text="9876-5432-1000" label="Copy account number" />,
      { language: 'en' },
    );
    // After user-event's setup, which puts its own clipboard in place.
    useClipboard(writeText);
    await user.click(screen.getByRole('button', { name: 'Copy account number' }));
    expect(writeText).toHaveBeenCalledWith('9876-5432-1000');
    expect(toasts).toEqual([expect.objectContaining({ tone: 'success', message: 'copied' })]);
  });

  it('falls back to a selected hidden field when there is no clipboard API', async () => {
    Reflect.deleteProperty(navigator, 'clipboard');
    let copied = '';
    execCommand.mockImplementation(() => {
      copied = (document.activeElement as HTMLTextAreaElement).value;
      return true;
    });
    await expect(copyText('A123')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('A123');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says so in the user language when nothing could be copied', async () => {
    execCommand.mockReturnValue(false);
    const { user } = renderWithProviders(<CopyButton text="x" />, { language: 'zh-TW' });
    useClipboard(async () => {
      throw new Error('denied');
    });
    await user.click(screen.getByRole('button', { name: '複製' }));
    await act(() => Promise.resolve());
    expect(toasts).toEqual([
      expect.objectContaining({ tone: 'error', message: '無法複製，請自行選取文字後複製。' }),
    ]);
  });

  it('inside a dialog says "copied" next to the button, not in a toast, and stops saying it', async () => {
    const writeText = jest.fn(async () => undefined);
    const { user } = renderWithProviders(
      <CopyButton text="https://give.example/x" label="Copy link" confirmation="inline" />,
      { language: 'en' },
    );
    useClipboard(writeText);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(status).toHaveTextContent('copied');
    expect(toasts).toEqual([]);
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  });
});
