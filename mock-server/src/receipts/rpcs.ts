import { defineRpc } from '../core/rpc';
import {
  downloadAnnualReceipt,
  previewAnnualReceipt,
  receiptList,
  receiptStatus,
} from './annual-receipts';
import { reprintReceipt } from './reprint';
import { printSingleReceipt } from './single-receipts';

/** docs/api-contract.md, receipts: the member's receipt screen, annual receipts, single receipts and reprints. */
export const receiptRpcs = [
  defineRpc('get_receipt_list', (body, ctx) => receiptList(ctx, body)),
  defineRpc('get_receipt_status', (body, ctx) => receiptStatus(ctx, body)),
  defineRpc('preview_annual_receipt', (body, ctx) => previewAnnualReceipt(ctx, body)),
  defineRpc('download_annual_receipt', (body, ctx) => downloadAnnualReceipt(ctx, body)),
  defineRpc('print_single_receipt', (body, ctx) =>
    printSingleReceipt(ctx, body.offering_aid, body.donor_sid),
  ),
  defineRpc('reprint_receipt', (body, ctx) =>
    reprintReceipt(ctx, body.tra_receipt_aid, body.donor_sid ?? ''),
  ),
];
