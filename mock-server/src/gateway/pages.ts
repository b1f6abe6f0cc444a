import { formatMoney } from '@eoffering/shared/rules';
import { fill, html, type Html, say, sayText } from '../site/html';
import type { GatewayOrder } from './order-form';
import { displayCardNo, TEST_CARDS } from './test-cards';
import texts from './texts.json';

/** Why the simulator refuses a request; its page says so in English (texts.json). */
export type Refusal = keyof typeof texts.refusal.en;
export type CardError = keyof typeof texts.cardError;

export interface SignedOrder {
  order: GatewayOrder;
  data: string;
  mac: string;
}

const frame = (title: string, body: Html): string =>
  fill('gateway/pages/frame.html', { title, body }).markup;

const orderSummary = ({ order }: SignedOrder): Html =>
  fill('gateway/pages/summary.html', {
    merchant: order.MID,
    orderNumber: order.ONO,
    amount:
      order.TA === undefined
        ? html`<div>
            <dt>${say(null, texts.type)}</dt>
            <dd>${say(null, texts.cardBinding)}</dd>
          </div>`
        : html`<div>
            <dt>${say(null, texts.amount)}</dt>
            <dd class="amount">${formatMoney(Number(order.TA))}</dd>
          </div>`,
  });

const hiddenOrder = (signed: SignedOrder, withKsn: boolean): Html =>
  html` <input type="hidden" name="data" value="${signed.data}" />
    <input type="hidden" name="mac" value="${signed.mac}" />
    ${withKsn ? html`<input type="hidden" name="ksn" value="1" />` : html``}`;

export const cardPage = (
  signed: SignedOrder,
  typed: { cardNo?: string; expiry?: string; error?: CardError } = {},
): string => {
  const binding = signed.order.TA === undefined;
  const title = sayText(null, binding ? texts.bindCard : texts.cardPayment);
  const error = typed.error && sayText(null, texts.cardError[typed.error]);
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
      payLabel: sayText(null, binding ? texts.bind : texts.pay),
      testCards: TEST_CARDS.map(
        (card) =>
          html`<tr>
            <td>${displayCardNo(card.number)}</td>
            <td>${sayText(null, texts.outcome[card.outcome])}</td>
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

export const refusalPage = (reason: Refusal): string =>
  frame(
    sayText(null, texts.refused),
    fill('gateway/pages/refusal.html', { reason: texts.refusal.en[reason] }),
  );

// Nothing is posted again on a second submit, a refresh or Back (docs/security-model.md).
export const alreadyDecidedPage = (returnUrl: string): string =>
  frame(
    sayText(null, texts.alreadyProcessed),
    fill('gateway/pages/already-decided.html', { returnUrl }),
  );
