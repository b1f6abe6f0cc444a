import { ReceiptPrintButton } from '@eoffering/shared/flows';
import type { GivingDetail } from '@eoffering/shared/contract';

type PrintedGiving = Pick<GivingDetail, 'offering_aid' | 'if_print_flag' | 'annual_receipt_aid'>;

/**
 * The single receipt of one giving, as the records, the giving detail and the receipts page offer
 * it (docs/screens/member-centre.md, printing): whether it prints or reprints, or why not, follows
 * the giving; after a print, or a refusal, the page reads the giving again.
 */
export const GivingPrintButton = ({
  giving,
  context,
  onChanged,
}: {
  giving: PrintedGiving;
  /** Read after the button's name, so a list's buttons say which giving they print. */
  context?: string;
  onChanged: () => void;
}) => (
  <ReceiptPrintButton
    receipt={{ kind: 'single', offeringAid: giving.offering_aid }}
    printFlag={giving.if_print_flag}
    annualReceiptAid={giving.annual_receipt_aid}
    context={context}
    onPrinted={onChanged}
    onFailed={onChanged}
  />
);
