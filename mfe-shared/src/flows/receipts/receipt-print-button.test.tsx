import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '../../bus/event-bus';
import type { EventOf } from '../../bus/events';
import { installFakeApi, type FakeApi } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ToastRegion } from '../../ui/toast-region';
import type { ReceiptToPrint } from './receipt-print';
import { ReceiptPrintButton, type ReceiptPrintButtonProps } from './receipt-print-button';

const member: ReceiptToPrint = { kind: 'single', offeringAid: 1001 };
const PDF_NAME = '台北恩典教會_奉獻收據_20240105.pdf';

describe('ReceiptPrintButton', () => {
  let api: FakeApi;
  const saved: HTMLAnchorElement[] = [];
  const alerts: Array<EventOf<'ui/alert'>> = [];
  let alertSubscription: { unsubscribe: () => void };

  beforeAll(() => {
    // jsdom has no object URLs and does not download; these stand in for the browser's.
    Object.assign(URL, { createObjectURL: () => 'blob:receipt', revokeObjectURL: () => undefined });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this);
    });
  });

  beforeEach(() => {
    jest.useFakeTimers();
    api = installFakeApi();
    saved.length = 0;
    alerts.length = 0;
    // Plays the shell: records each alert and closes it at once.
    alertSubscription = bus.on('ui/alert').subscribe((event) => {
      alerts.push(event);
      bus.emit({ type: 'ui/alert-closed', id: event.id });
    });
  });

  afterEach(() => {
    alertSubscription.unsubscribe();
    api.uninstall();
    jest.useRealTimers();
  });

  const renderButton = (
    props: Partial<ReceiptPrintButtonProps> = {},
    language: 'zh-TW' | 'en' = 'en',
  ) => {
    const onPrinted = jest.fn();
    const onFailed = jest.fn();
    renderWithProviders(
      <>
        <ReceiptPrintButton
          receipt={member}
          printFlag={0}
          onPrinted={onPrinted}
          onFailed={onFailed}
          {...props}
        />
        <ToastRegion />
      </>,
      { language },
    );
    // userEvent must advance jest's clock when it waits between keystrokes.
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    return { user, onPrinted, onFailed };
  };

  /** Opens the dialog and waits out docs/screens/giving.md countdown. */
  const openAndWait = async (user: ReturnType<typeof userEvent.setup>, action: string) => {
    await user.click(screen.getByRole('button', { name: action }));
    act(() => jest.advanceTimersByTime(3000));
    return screen.getByRole('alertdialog', { name: action });
  };

  it.each([
    [-1, 'Cannot be printed', 'Print receipt', true],
    [0, 'Printable', 'Print receipt', false],
    [5, 'Printed', 'Reprint receipt', false],
  ])('with if_print_flag %i shows "%s" and offers "%s"', (flag, status, action, disabled) => {
    renderButton({ printFlag: flag });
    const button = screen.getByRole('button', { name: action });
    expect(button).toHaveAccessibleDescription(status);
    if (disabled) expect(button).toBeDisabled();
    else expect(button).toBeEnabled();
  });

  it('names the annual receipt that already lists the giving, and offers no single print', () => {
    renderButton({ printFlag: -1, annualReceiptAid: 7 });
    const button = screen.getByRole('button', { name: 'Print receipt' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Cannot be printed On annual receipt no. 000007, which is its tax receipt: one gift, one receipt. Reprint that annual receipt under Receipt information.',
    );
  });

  it('says nothing of an annual receipt for a giving printed singly or not listed', () => {
    renderButton({ printFlag: 0, annualReceiptAid: 0 });
    expect(screen.queryByText(/annual receipt no\./)).not.toBeInTheDocument();
  });

  it('locks the confirm button for 3 seconds, counting down', async () => {
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(screen.getByRole('alertdialog', { name: 'Print receipt' })).toHaveAccessibleDescription(
      /can no longer be changed/,
    );
    expect(screen.getByRole('button', { name: 'Print (3)' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Print (2)' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Print (1)' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    expect(api.requests).toEqual([]);
  });

  it('cancelling sends nothing', async () => {
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Print receipt' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('prints a first copy: busy and undismissable while the file comes, then saved under the server name', async () => {
    let answer: (value: { body: Blob; headers: Record<string, string> }) => void = () => undefined;
    api.on(
      'print_single_receipt',
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const { user, onPrinted, onFailed } = renderButton();
    const dialog = await openAndWait(user, 'Print receipt');
    await user.click(screen.getByRole('button', { name: 'Print' }));

    expect(api.bodiesOf('print_single_receipt')).toEqual([{ offering_aid: 1001, donor_sid: '' }]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Preparing the receipt file…');
    expect(screen.getByRole('button', { name: 'Print' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Close dialog' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();

    await act(async () => {
      answer({
        body: new Blob(['%PDF-1.7']),
        headers: {
          'content-type': 'application/octet-stream',
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(PDF_NAME)}`,
        },
      });
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(saved.map((link) => link.download)).toEqual([PDF_NAME]);
    expect(onPrinted).toHaveBeenCalledWith(PDF_NAME);
    expect(onFailed).not.toHaveBeenCalled();
    expect(screen.getByText(`Downloaded ${PDF_NAME}`)).toBeInTheDocument();
  });

  it("reprints by the earlier copy's id", async () => {
    api.file('reprint_receipt', '%PDF-1.7', '台北恩典教會_補印_奉獻收據_20240105.pdf');
    const { user, onPrinted } = renderButton({ printFlag: 5 });
    await openAndWait(user, 'Reprint receipt');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(api.bodiesOf('reprint_receipt')).toEqual([{ tra_receipt_aid: 5 }]);
    expect(onPrinted).toHaveBeenCalledWith('台北恩典教會_補印_奉獻收據_20240105.pdf');
  });

  it.each<[string, 'zh-TW' | 'en', Partial<ReceiptPrintButtonProps>, string, string, string]>([
    ['a first print', 'en', {}, 'Print receipt', 'Print', 'Giving receipt_20261126.pdf'],
    ['a first print', 'zh-TW', {}, '列印收據', '列印', '奉獻收據_20261126.pdf'],
    [
      'a reprint',
      'en',
      { printFlag: 5 },
      'Reprint receipt',
      'Print',
      'Reprint_Giving receipt_20261126.pdf',
    ],
    ['a reprint', 'zh-TW', { printFlag: 5 }, '補印收據', '列印', '補印_奉獻收據_20261126.pdf'],
    [
      'an annual preview',
      'en',
      { receipt: { kind: 'preview', fiscalYear: 2025, invoiceTitleAid: 0 } },
      'Preview annual receipt',
      'Preview',
      'Preview_Annual receipt 2025_20261126.pdf',
    ],
    [
      'an annual preview',
      'zh-TW',
      { receipt: { kind: 'preview', fiscalYear: 2025, invoiceTitleAid: 0 } },
      '預覽年度收據',
      '預覽',
      '預覽_114年度奉獻收據_20261126.pdf',
    ],
  ])(
    'names %s in the page language (%s) when the answer names no file',
    async (_case, language, props, action, confirm, name) => {
      // 2026-11-26 in Taipei, still the 25th in UTC.
      jest.setSystemTime(new Date('2026-11-25T18:00:00Z'));
      // Whichever call the button makes answers a file with no name.
      for (const purpose of [
        'print_single_receipt',
        'reprint_receipt',
        'preview_annual_receipt',
      ] as const) {
        api.on(purpose, () => ({
          body: new Blob(['%PDF-1.7']),
          headers: { 'content-type': 'application/octet-stream' },
        }));
      }
      const { user, onPrinted } = renderButton(props, language);
      await openAndWait(user, action);
      await user.click(screen.getByRole('button', { name: confirm }));
      expect(saved.map((link) => link.download)).toEqual([name]);
      expect(onPrinted).toHaveBeenCalledWith(name);
    },
  );

  it("sends a guest's identity number with the first print", async () => {
    api.file('print_single_receipt', '%PDF-1.7', 'r.pdf');
    const { user } = renderButton({
      receipt: { kind: 'single', offeringAid: 1101, donorSid: 'B123456780' },
    });
    await openAndWait(user, 'Print receipt');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(api.bodiesOf('print_single_receipt')).toEqual([
      { offering_aid: 1101, donor_sid: 'B123456780' },
    ]);
  });

  it('issues an annual receipt by fiscal year and title', async () => {
    api.file('download_annual_receipt', '%PDF-1.7', 'annual.pdf');
    const { user } = renderButton({
      receipt: { kind: 'annual', fiscalYear: 2024, invoiceTitleAid: 2 },
    });
    await openAndWait(user, 'Print annual receipt');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(api.bodiesOf('download_annual_receipt')).toEqual([
      { fiscal_year: 2024, invoice_title_aid: 2 },
    ]);
  });

  it("says 'receipt file retrieval failed' when the answer is not a file, and the page reloads", async () => {
    api.on('print_single_receipt', () => ({
      body: { RC: 501, RM: 'success', Result: { msg: 'not a file' } },
    }));
    const { user, onPrinted, onFailed } = renderButton();
    await openAndWait(user, 'Print receipt');
    // The refusal arrives after the click's own act scope; this one waits for it.
    await act(() => user.click(screen.getByRole('button', { name: 'Print' })));
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(alerts.map(({ tone, message }) => [tone, message])).toEqual([
      ['error', 'receipt file retrieval failed'],
    ]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(onPrinted).not.toHaveBeenCalled();
  });

  it("says 'preview file retrieval failed' for a preview", async () => {
    api.fail('preview_annual_receipt', 200, 'no data', 404);
    const { user } = renderButton({
      receipt: { kind: 'preview', fiscalYear: 2025, invoiceTitleAid: 0 },
    });
    await openAndWait(user, 'Preview annual receipt');
    await act(() => user.click(screen.getByRole('button', { name: 'Preview' })));
    await waitFor(() => expect(alerts).toHaveLength(1));
    expect(api.bodiesOf('preview_annual_receipt')).toEqual([
      { fiscal_year: 2025, invoice_title_aid: 0 },
    ]);
    expect(alerts.map(({ message }) => message)).toEqual(['preview file retrieval failed']);
  });
});
