import { html } from '../site/html';
import type { Html } from '../site/html';
import type { GatewayOrder } from './order-form';
import { TEST_CARDS } from './test-cards';
import type { CardOutcome } from './test-cards';

export interface SignedOrder {
  order: GatewayOrder;
  data: string;
  mac: string;
}

const frame = (title: string, body: Html): string =>
  html`<!doctype html>
    <html lang="zh-TW">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} | 模擬收單銀行 Gateway simulator</title>
        <link rel="stylesheet" href="/gateway/gateway.css" />
      </head>
      <body>
        <header class="bank">
          <p class="bank-name">模擬收單銀行 <span lang="en">Card acquirer simulator</span></p>
          <p class="bank-note" lang="en">Test environment: no real card is charged.</p>
        </header>
        <main class="sheet">${body}</main>
      </body>
    </html>`.markup;

const OUTCOME_TEXT: Record<CardOutcome, string> = {
  approved: '核准 approves',
  declined: '拒絕 declines',
  abnormal: '系統異常 abnormal result',
};

const formatCard = (digits: string): string => (digits.match(/.{1,4}/g) ?? []).join('-');

const orderSummary = ({ order }: SignedOrder): Html =>
  html` <dl class="summary">
    <div>
      <dt>特店代號 <span lang="en">Merchant</span></dt>
      <dd>${order.MID}</dd>
    </div>
    <div>
      <dt>訂單編號 <span lang="en">Order number</span></dt>
      <dd>${order.ONO}</dd>
    </div>
    ${
      order.TA === undefined
        ? html`<div>
            <dt>交易類型 <span lang="en">Type</span></dt>
            <dd>綁定信用卡（不扣款） <span lang="en">Card binding, no charge</span></dd>
          </div>`
        : html`<div>
            <dt>付款金額 <span lang="en">Amount</span></dt>
            <dd class="amount">NT$ ${Number(order.TA).toLocaleString('en-US')}</dd>
          </div>`
    }
  </dl>`;

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
  return frame(
    title,
    html` <h1>${title}</h1>
      ${orderSummary(signed)}
      ${typed.error ? html`<p class="error" role="alert" id="card-error">${typed.error}</p>` : html``}
      <form method="post" action="/gateway/card/choose" class="card-form" novalidate>
        ${hiddenOrder(signed, true)}
        <p class="field">
          <label for="card_no">卡號 <span lang="en">Card number</span></label>
          <input
            id="card_no"
            name="card_no"
            inputmode="numeric"
            autocomplete="cc-number"
            maxlength="23"
            value="${typed.cardNo ?? ''}"
            ${typed.error ? html` aria-describedby="card-error"` : html``}
          />
        </p>
        <p class="field">
          <label for="expiry">有效期限 <span lang="en">Expiry (MM/YY)</span></label>
          <input
            id="expiry"
            name="expiry"
            inputmode="numeric"
            autocomplete="cc-exp"
            maxlength="5"
            placeholder="MM/YY"
            value="${typed.expiry ?? ''}"
          />
        </p>
        <p class="field">
          <label for="cvc">安全碼 <span lang="en">Security code</span></label>
          <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" />
        </p>
        <p class="actions">
          <button type="submit" name="action" value="pay" class="primary">
            ${binding ? '確認綁定 Bind card' : '確認付款 Pay'}
          </button>
          <button type="submit" name="action" value="cancel">取消 Cancel</button>
        </p>
      </form>
      <section class="test-cards" aria-labelledby="test-cards-title">
        <h2 id="test-cards-title">測試卡號 <span lang="en">Test cards</span></h2>
        <p lang="en">
          Any future expiry and any 3- or 4-digit security code. Cancel reports a cancellation.
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">卡號 Card</th>
              <th scope="col">結果 Result</th>
              <th scope="col">發卡行 Issuer</th>
            </tr>
          </thead>
          <tbody>
            ${TEST_CARDS.map(
              (card) =>
                html`<tr>
                  <td>${formatCard(card.number)}</td>
                  <td>${OUTCOME_TEXT[card.outcome]}</td>
                  <td>${card.bankNo} ${card.issuer}</td>
                </tr>`,
            )}
          </tbody>
        </table>
      </section>`,
  );
};

export const linePayPage = (signed: SignedOrder): string =>
  frame(
    'LINE Pay',
    html` <h1>LINE Pay 付款確認 <span lang="en">Confirm payment</span></h1>
      ${orderSummary(signed)}
      <form method="post" action="/gateway/linepay/choose" class="card-form">
        ${hiddenOrder(signed, false)}
        <p class="actions">
          <button type="submit" name="action" value="approve" class="primary">確認付款 Pay</button>
          <button type="submit" name="action" value="decline">
            模擬餘額不足 Simulate a decline
          </button>
          <button type="submit" name="action" value="cancel">取消 Cancel</button>
        </p>
      </form>`,
  );

export const refusalPage = (reason: string): string =>
  frame(
    '交易拒絕 Refused',
    html` <h1>交易拒絕 <span lang="en">Payment request refused</span></h1>
      <p role="alert">${reason}</p>
      <p lang="en">Nothing was charged. Please return to the giving site and start again.</p>`,
  );

// Nothing is posted again on a second submit, a refresh or Back (docs/security-model.md).
export const alreadyDecidedPage = (returnUrl: string): string =>
  frame(
    '交易已處理 Already processed',
    html` <h1>此筆交易已處理 <span lang="en">This order was already processed</span></h1>
      <p lang="en">Your choice was recorded once; it is not sent again.</p>
      <p><a class="primary" href="${returnUrl}">返回奉獻網站 Back to the giving site</a></p>`,
  );
