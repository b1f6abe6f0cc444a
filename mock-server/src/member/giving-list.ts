import { byDate, isUnderTitle } from '../receipts/annual';
import type { BodyOf } from '../core/rpc';
import type { GivingRecord } from '../store/collections';

// A typed title is listed under all only, as it is receipted to itself (docs/api-contract.md).
export const filterGivings = (
  givings: readonly GivingRecord[],
  filter: BodyOf<'get_tra_offering_list'>,
): GivingRecord[] =>
  givings
    .filter((giving) => {
      const day = giving.offering_build_datetime.slice(0, 10);
      return (
        (!filter.tra_start_datetime || day >= filter.tra_start_datetime) &&
        (!filter.tra_end_datetime || day <= filter.tra_end_datetime) &&
        (filter.invoice_title_aid === null || isUnderTitle(giving, filter.invoice_title_aid)) &&
        (filter.pay_method === 'null' || giving.pay_method === filter.pay_method) &&
        (filter.offering_aid === '' || String(giving.offering_aid) === filter.offering_aid)
      );
    })
    .sort((a, b) => byDate(b, a));
