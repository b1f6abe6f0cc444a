import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { knownBackendText, type UnknownBackendText } from '@eoffering/shared/rules';
import { useBackendText } from './backend-text';

const Shown = ({ text, unknown }: { text: string; unknown?: UnknownBackendText }) => {
  const backendText = useBackendText();
  return <p data-testid="shown">{backendText(text, unknown)}</p>;
};

const shown = (text: string, language: 'zh-TW' | 'en', unknown?: UnknownBackendText) => {
  const { unmount } = renderWithProviders(<Shown text={text} {...(unknown ? { unknown } : {})} />, {
    language,
  });
  const content = screen.getByTestId('shown').textContent;
  unmount();
  return content;
};

describe('the catalogue of backend texts, shown in the page language', () => {
  it.each([
    ['processing', 'Processing', '處理中'],
    ['card declined', 'Card declined', '刷卡失敗'],
    ['cancelled by the donor', 'Cancelled by the donor', '奉獻人已取消'],
    ['abnormal', 'Abnormal', '異常'],
    [
      'Transaction failed: the card issuer declined the payment',
      'Transaction failed: the card issuer declined the payment',
      '交易失敗：發卡銀行拒絕授權',
    ],
    [
      'Transaction canceled by the card holder',
      'Transaction cancelled by the card holder',
      '持卡人已取消交易',
    ],
    [
      'Transaction failed: LINE Pay declined the payment',
      'Transaction failed: LINE Pay declined the payment',
      '交易失敗：LINE Pay 拒絕此筆付款',
    ],
    [
      'Transaction canceled in LINE Pay',
      'Transaction cancelled in LINE Pay',
      '交易已在 LINE Pay 取消',
    ],
    [
      'Transaction error: the payment gateway reported an abnormal result',
      'Transaction error: the payment gateway reported an abnormal result',
      '交易異常：金流服務回報異常結果',
    ],
    [
      'Transaction failed: the saved card has expired or was removed',
      'Transaction failed: the saved card has expired or was removed',
      '交易失敗：綁定的信用卡已過期或已移除',
    ],
    [
      'transfer not received by the deadline',
      'The transfer was not received by the deadline',
      '匯款期限內未收到轉帳款項',
    ],
    ['anonymous giving', 'Anonymous giving', '匿名奉獻'],
    ['匿名奉獻', 'Anonymous giving', '匿名奉獻'],
    ['no data', 'no data', '查無資料'],
    ['cannot add duplicate data', 'cannot add duplicate data', '無法新增重複的資料'],
    [
      'this recurring giving setting is not active',
      'This recurring giving setting is no longer active.',
      '此定期定額設定已不在生效中。',
    ],
    [
      'the receipt details changed while the receipt was made; please try again',
      'The giving changed while the receipt was being made. Please try again.',
      '製作收據時奉獻資料已有變動，請再試一次。',
    ],
    [
      'changes close before a debit; change this plan from 2026-12-11, for the debit of 2027-01-10',
      'Changes close before a debit; change this plan from 2026-12-11, for the debit of 2027-01-10.',
      '扣款日前不能變更設定；請於 2026-12-11 起變更，變更將自 2027-01-10 的扣款開始生效。',
    ],
    [
      'this card expires before the last debit of the plan; please choose another card',
      "This card expires before the plan's last debit; please choose another card.",
      '此信用卡在最後一次扣款前到期，請選擇其他卡片。',
    ],
    ['  Card Declined ', 'Card declined', '刷卡失敗'],
  ])('"%s" reads "%s" in English and "%s" in Chinese', (text, en, zh) => {
    expect(shown(text, 'en')).toBe(en);
    expect(shown(text, 'zh-TW')).toBe(zh);
  });

  it.each([
    ['the moon is made of cheese', 'en', 'The church office can tell you more about this.'],
    ['the moon is made of cheese', 'zh-TW', '詳情請洽教會辦公室。'],
    ['銀行端交易逾時', 'en', 'The church office can tell you more about this.'],
    ['gateway timeout', 'zh-TW', '詳情請洽教會辦公室。'],
  ] as const)('an unknown text "%s" shows the generic message in %s', (text, language, generic) => {
    expect(shown(text, language)).toBe(generic);
  });

  it("shows the caller's own fallback for an unknown or empty text, else nothing for an empty one", () => {
    expect(shown('聖誕感恩', 'en', { shown: '聖誕感恩' })).toBe('聖誕感恩');
    expect(shown('  ', 'en')).toBe('');
    expect(shown('', 'zh-TW', { shown: '更新失敗' })).toBe('更新失敗');
  });

  it.each([
    [
      'This card pays recurring giving setting #9, so it cannot be removed. Terminate that setting first (member centre, recurring records), then remove the card.',
      'This card pays recurring giving setting no. 9, so it cannot be removed. Terminate that setting first (Giving records, Recurring giving records), then remove the card.',
      '此信用卡正用於定期定額設定 9 號，無法移除。請先終止該設定（奉獻紀錄的定期定額紀錄），再移除信用卡。',
    ],
    [
      'at most 5 saved titles',
      'You can save at most 5 receipt titles.',
      '最多只能儲存 5 個收據抬頭。',
    ],
    [
      '一般奉獻: Maximum amount: NT$ 5000',
      '一般奉獻: the maximum amount is NT$ 5000.',
      '一般奉獻：最高金額為 NT$ 5000。',
    ],
  ])('"%s", a text with values, keeps them in both languages', (text, en, zh) => {
    expect(shown(text, 'en')).toBe(en);
    expect(shown(text, 'zh-TW')).toBe(zh);
  });

  it('names the entry and values of a known text, and nothing for other texts', () => {
    expect(knownBackendText('anonymous giving')).toEqual({
      key: 'backend.comment.anonymous',
      values: {},
    });
    expect(knownBackendText('at most 5 saved titles')).toEqual({
      key: 'backend.refusal.titlesLimit',
      values: { max: '5' },
    });
    expect(knownBackendText('update failed')).toBeNull();
  });
});
