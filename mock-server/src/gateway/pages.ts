import { formatMoney } from '@eoffering/shared/rules';
import { fill, html } from '../site/html';
import type { Html } from '../site/html';
import type { GatewayOrder } from './order-form';
import { displayCardNo, TEST_CARDS } from './test-cards';
import type { CardOutcome } from './test-cards';

export interface SignedOrder {
  order: GatewayOrder;
  data: string;
  mac: string;
}

const frame = (title: string, body: Html): string =>
  fill('gateway/pages/frame.html', { title, body }).markup;

const OUTCOME_TEXT: Record<CardOutcome, string> = {
  approved: '核准 approves',
  declined: '拒絕 declines',
  abnormal: '系統異常 abnormal result',
};

const orderSummary = ({ order }: SignedOrder): Html =>
  fill('gateway/pages/summary.html', {
    merchant: order.MID,
    orderNumber: order.ONO,
    amount:
      order.TA === undefined
        ? html`<div>
            <dt>交易類型 <span lang="en">Type</span></dt>
            <dd>綁定信用卡（不扣款） <span lang="en">Card binding, no charge</span></dd>
          </div>`
        : html`<div>
            <dt>付款金額 <span lang="en">Amount</span></dt>
            <dd class="amount">${formatMoney(Number(order.TA))}</dd>
          </div>`,
  });

const hiddenOrder = (signed: SignedOrder, withKsn: boolean): Html =>
  html` <input type="hidden" name="data" value="${signed.data}" />
    <input type="hidden" name="mac" value="${signed.mac}" />
    ${withKsn ? html`<input type="hidden" name="ksn" value="1" />` : html``}`;

export const cardPage = (
  signed: SignedOrder,
  typed: { cardNo?: string; expiry?: string; error?: string } = {},
): string => {
  const binding = signed.order.TA === undefined;
  const title = binding ? '綁定信用卡 Bind a card' : '信用卡付款 Card payment';
  const { error } = typed;
  return frame(
    title,
    fill('gateway/pages/card.html', {
      title,
      summary: orderSummary(signed),
      error: error ? html`<p class="error" role="alert" id="card-error">${error}</p>` : '',
      hidden: hiddenOrder(signed, true),
      cardNo: typed.cardNo ?? '',
      describedBy: error ? html`aria-describedby="card-error"` : '',
      expiry: typed.expiry ?? '',
      payLabel: binding ? '確認綁定 Bind card' : '確認付款 Pay',
      testCards: TEST_CARDS.map(
        (card) =>
          html`<tr>
            <td>${displayCardNo(card.number)}</td>
            <td>${OUTCOME_TEXT[card.outcome]}</td>
            <td>${card.bankNo} ${card.issuer}</td>
          </tr>`,
      ),
    }),
  );
};

export const linePayPage = (signed: SignedOrder): string =>
  frame(
    'LINE Pay',
    fill('gateway/pages/linepay.html', {
      summary: orderSummary(signed),
      hidden: hiddenOrder(signed, false),
    }),
  );

export const refusalPage = (reason: string): string =>
  frame('交易拒絕 Refused', fill('gateway/pages/refusal.html', { reason }));

// Nothing is posted again on a second submit, a refresh or Back (docs/security-model.md).
export const alreadyDecidedPage = (returnUrl: string): string =>
  frame('交易已處理 Already processed', fill('gateway/pages/already-decided.html', { returnUrl }));
