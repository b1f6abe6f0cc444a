import { writeFileSync } from 'node:fs';
import { testSettings } from '../core/settings';
import { annualReceiptContent, churchOf, singleReceiptContent } from './documents';
import { renderReceiptPdf } from './render';
const church = churchOf(testSettings());
const g = (id: number, day: string) => ({ offering_aid: id, project_aid: 1, member_id: 'm', offering_build_datetime: `${day} 10:00:00`, item_package: [{ item_aid: 1, item_name: '什一奉獻', package_amount: 10000 }, { item_aid: 2, item_name: '其他奉獻（請於備註說明）', package_amount: 500 }], amount: 10500, currency: 'TWD' as const, pay_method: 'VACC' as const, type_aid: 1, status: 0 as const, tra_result: '0', transaction_id: 'T', donor: null, invoice_title_aid: 0, invoice_title: '', invoice_tax_id: '', comments: '', if_print_flag: 0, receipt_issued_at: null, order_info_aid: 0, ach_aid: 0 });
const party = { donorName: '王小明', identity: 'A123456789', title: '恩典科技股份有限公司', taxId: '24536806' };
void (async () => {
  const t = Date.now();
  const s = await renderReceiptPdf(singleReceiptContent({ church, giving: g(41, '2024-03-05'), projectName: '一般奉獻', party, issue: { original: { tra_receipt_aid: 12, issued_at: '2024-03-06 09:00:00' }, reprintedAt: '2025-01-10 10:00:00' } }), { userPassword: 'x', ownerPassword: 'y' }, new Date());
  console.log('single ms', Date.now() - t, s.length);
  writeFileSync('/tmp/rcpt-try/out/single.pdf', s);
  const t2 = Date.now();
  const a = await renderReceiptPdf(annualReceiptContent({ church, fiscalYear: 2024, party, givings: Array.from({ length: 40 }, (_, i) => g(100 + i, '2024-05-01')), singleReceipts: new Map([[101, 7]]), issue: null, today: '2025-01-10' }), { userPassword: 'x', ownerPassword: 'y' }, new Date());
  console.log('annual ms', Date.now() - t2, a.length);
  writeFileSync('/tmp/rcpt-try/out/annual.pdf', a);
})();
