import { useId, useState } from 'react';
import {
  ApiError,
  Button,
  ConfirmDialog,
  alert,
  downloadFile,
  toast,
  useTranslation,
} from '@eoffering/shared';
import {
  PRINT_COUNTDOWN_S,
  receiptNumber,
  taipeiToday,
  toIsoDate,
  toRocYear,
} from '@eoffering/shared/rules';
import hidden from '../../ui/visually-hidden.module.css';
import { printCall, printState, type PrintCall, type ReceiptToPrint } from './receipt-print';
import { FLOWS_NS } from '../flow-strings';
import styles from './receipt-print-button.module.css';

export interface ReceiptPrintButtonProps {
  receipt: ReceiptToPrint;
  /**
   * docs/api-contract.md: the giving's `if_print_flag`, an annual receipt's `tra_receipt_status` (-1 not open,
   * 0 printable, above 0 the earlier copy's id), or for a preview 0 (allowed) or -1 (not).
   */
  printFlag: number;
  /**
   * A single receipt's giving listed on an issued annual receipt (its `annual_receipt_aid`):
   * one gift, one receipt, so the button says which receipt to reprint instead.
   */
  annualReceiptAid?: number;
  /** Names what is printed for assistive technology when a page shows several buttons. */
  context?: string;
  /**
   * The id of the page's text that says why the receipt cannot be printed: it describes the
   * button while the button is disabled, so the reason is read with it.
   */
  reasonId?: string;
  /** docs/screens/giving.md: after the file is saved the list refreshes or the page reloads. */
  onPrinted?: (fileName: string) => void;
  /** docs/screens/giving.md: after 'receipt file retrieval failed' the page reloads. */
  onFailed?: () => void;
}

type Action = 'print' | 'reprint' | 'annual' | 'annualReprint' | 'preview';

const actionOf = (call: PrintCall | null, receipt: ReceiptToPrint): Action => {
  if (receipt.kind === 'preview') return 'preview';
  const reprint = call?.purpose === 'reprint_receipt';
  if (receipt.kind === 'annual') return reprint ? 'annualReprint' : 'annual';
  return reprint ? 'reprint' : 'print';
};

/**
 * docs/screens/giving.md receipt printing, the one button every page uses: it follows the print flag, asks for
 * confirmation with the confirm button locked for 3 seconds, keeps the dialog open and
 * undismissable while the file is produced, saves an octet-stream answer as a PDF under the
 * server's name (docs/screens/giving.md) and reports anything else as 'receipt file retrieval failed'.
 */
export const ReceiptPrintButton = ({
  receipt,
  printFlag,
  annualReceiptAid = 0,
  context,
  reasonId,
  onPrinted,
  onFailed,
}: ReceiptPrintButtonProps) => {
  const { t, i18n } = useTranslation(FLOWS_NS);
  const statusId = useId();
  const onAnnualId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const call = printCall(receipt, printFlag);
  const action = actionOf(call, receipt);
  const label = t(`print.action.${action}`);
  const preview = receipt.kind === 'preview';
  const onAnnual = !preview && printFlag <= 0 && annualReceiptAid > 0;

  // Used only when an answer names no file; the server's Content-Disposition carries the name of
  // docs/api-contract.md, and this one follows its words and order in the page's language.
  const fallbackName = [
    ...(action === 'reprint' || action === 'annualReprint' ? [t('print.fileName.reprint')] : []),
    ...(preview ? [t('print.fileName.preview')] : []),
    receipt.kind === 'single'
      ? t('print.fileName.single')
      : t('print.fileName.annual', {
          // Chinese names count the year from the ROC, English ones from the Gregorian calendar,
          // as the server's names do (docs/api-contract.md, file names in the page language).
          year: i18n.language === 'en' ? receipt.fiscalYear : toRocYear(receipt.fiscalYear),
        }),
    toIsoDate(taipeiToday()).replaceAll('-', ''),
  ].join('_');

  const print = async () => {
    if (!call) return;
    setBusy(true);
    try {
      const fileName = await downloadFile(call.purpose, call.body, { fallbackName });
      setOpen(false);
      toast(t('print.saved', { name: fileName }));
      onPrinted?.(fileName);
    } catch (error) {
      setOpen(false);
      // The shared docs/screens/giving.md handling has already shown HTTP and network failures.
      if (!(error instanceof ApiError && error.handled)) {
        await alert({
          tone: 'error',
          title: t('errors.failedToFetchReceipt'),
          message: t(preview ? 'errors.previewFileFailed' : 'errors.receiptFileFailed'),
        });
      }
      onFailed?.();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.print}>
      {!preview && (
        <span id={statusId} className={`${styles.status} ${styles[printState(printFlag)]}`}>
          {t(`print.status.${printState(printFlag)}`)}
        </span>
      )}
      <Button
        variant="secondary"
        disabled={call === null}
        aria-describedby={
          [
            ...(preview ? [] : [statusId]),
            ...(onAnnual ? [onAnnualId] : []),
            ...(call === null && reasonId ? [reasonId] : []),
          ].join(' ') || undefined
        }
        onClick={() => setOpen(true)}
      >
        {label}
        {context && <span className={hidden.visuallyHidden}> {context}</span>}
      </Button>
      {onAnnual && (
        <p id={onAnnualId} className={styles.note}>
          {t('print.onAnnual', { number: receiptNumber(annualReceiptAid) })}
        </p>
      )}
      <ConfirmDialog
        open={open}
        title={label}
        message={
          <>
            <p>{t(`print.message.${action}`)}</p>
            {!preview && <p>{t('print.password')}</p>}
            {busy && <p role="status">{t('print.producing')}</p>}
          </>
        }
        confirmLabel={t(preview ? 'print.confirmPreview' : 'print.confirm')}
        countdownSeconds={PRINT_COUNTDOWN_S}
        busy={busy}
        onConfirm={() => void print()}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
};
