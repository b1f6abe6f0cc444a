import type { GivingRecord } from '../store/collections';
import { perPeriodTotal } from '@eoffering/shared/rules';

export type NewGiving = Pick<
  GivingRecord,
  | 'offering_aid'
  | 'project_aid'
  | 'member_id'
  | 'offering_build_datetime'
  | 'item_package'
  | 'pay_method'
  | 'type_aid'
> &
  Partial<GivingRecord>;

export const newGiving = (fields: NewGiving): GivingRecord => ({
  amount: perPeriodTotal(fields.item_package),
  currency: 'TWD',
  status: 5,
  tra_result: '0',
  transaction_id: '',
  donor: null,
  invoice_title_aid: 0,
  invoice_title: '',
  invoice_tax_id: '',
  comments: '',
  if_print_flag: -1,
  receipt_issued_at: null,
  order_info_aid: 0,
  ach_aid: 0,
  ...fields,
});
