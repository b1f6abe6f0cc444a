import type { GivingDetail } from '@eoffering/shared/contract';
import { annualReceiptOf } from '../receipts/annual';
import { printFlag } from '../receipts/print-flag';
import { editFlag } from './edit-window';
import type { GivingRecord, StoreShape } from '../store/collections';

/**
 * A stored giving as the GivingDetail of docs/api-contract.md: if_edit_flag from the edit window (docs/api-contract.md),
 * if_print_flag from the receipts rules (printed id, else printable 0 or not printable -1).
 */
export const toGivingDetail = (data: StoreShape, giving: GivingRecord, now: Date): GivingDetail => {
  const project = data.projects.find((candidate) => candidate.project_aid === giving.project_aid);
  return {
    project_aid: giving.project_aid,
    project_name: project?.project_name ?? '',
    ...(project?.project_name_en ? { project_name_en: project.project_name_en } : {}),
    offering_aid: giving.offering_aid,
    transaction_id: giving.transaction_id,
    offering_build_datetime: giving.offering_build_datetime,
    item_package: giving.item_package,
    amount: giving.amount,
    ...(giving.fee_amount ? { fee_amount: giving.fee_amount } : {}),
    currency: giving.currency,
    pay_method: giving.pay_method,
    status: giving.status,
    tra_result: giving.tra_result,
    invoice_title_aid: giving.invoice_title_aid,
    invoice_title: giving.invoice_title,
    invoice_tax_id: giving.invoice_tax_id,
    comments: giving.comments,
    if_print_flag: printFlag(data, giving),
    annual_receipt_aid: annualReceiptOf(data, giving.offering_aid)?.tra_receipt_aid ?? 0,
    if_edit_flag: editFlag(giving, now),
    order_info_aid: giving.order_info_aid,
    ach_aid: giving.ach_aid,
  };
};
