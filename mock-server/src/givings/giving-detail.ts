import type { GivingDetail } from '@eoffering/shared/contract';
import { annualReceiptOf, printFlag } from '../receipts/annual';
import type { RpcContext } from '../core/rpc';
import { editFlag } from './edit-window';
import { settledData } from './overdue-transfers';
import { recordOf } from '../core/store';
import type { GivingRecord, StoreShape } from '../store/collections';

/** A project's names as answers carry them, the English one only where it has one. */
export const projectNames = (data: StoreShape, projectAid: number) => {
  const project = recordOf(data, 'projects', projectAid);
  return {
    project_name: project?.project_name ?? '',
    ...(project?.project_name_en ? { project_name_en: project.project_name_en } : {}),
  };
};

export const toGivingDetail = (
  data: StoreShape,
  giving: GivingRecord,
  now: Date,
): GivingDetail => ({
  ...giving,
  ...projectNames(data, giving.project_aid),
  ...(giving.fee_amount ? {} : { fee_amount: undefined }),
  if_print_flag: printFlag(data, giving),
  annual_receipt_aid: annualReceiptOf(data, giving.offering_aid)?.tra_receipt_aid ?? 0,
  if_edit_flag: editFlag(giving, now),
});

/** The giving `find` picks, read once any overdue transfer has been settled. */
export const settledDetail = (
  ctx: RpcContext,
  find: (data: StoreShape) => GivingRecord,
): GivingDetail => {
  const data = settledData(ctx.store, ctx.now());
  return toGivingDetail(data, find(data), ctx.now());
};
