import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@eoffering/shared/testing';
import en from '../../locales/faq/en.json';
import zhTW from '../../locales/faq/zh-TW.json';
import '../../strings';
import { FAQ_GROUPS } from './faq-content';
import { FaqPage } from './faq-page';

describe('FAQ page', () => {
  it('lists the eight groups, in order', () => {
    renderWithProviders(<FaqPage />, { language: 'en' });
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Remittance',
      'Credit card',
      'Recurring giving',
      'Query giving',
      'Receipts',
      'Records',
      'Proxy giving',
      'Account',
    ]);
  });

  it('opens one answer at a time, with aria-expanded and aria-controls on each question', async () => {
    const { user } = renderWithProviders(<FaqPage />, { language: 'en' });
    const first = screen.getByRole('button', { name: 'How do I give by bank transfer?' });
    const second = screen.getByRole('button', { name: 'Can I give on behalf of someone else?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryByRole('region', { name: 'How do I give by bank transfer?' }),
    ).not.toBeInTheDocument();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'How do I give by bank transfer?' });
    expect(first).toHaveAttribute('aria-controls', answer.id);
    expect(answer).toHaveTextContent('Transfer the exact amount before the deadline.');

    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('button', { expanded: true })).toEqual([second]);
    expect(
      screen.getByRole('region', { name: 'Can I give on behalf of someone else?' }),
    ).toHaveTextContent('proxy giving is not supported');
    expect(
      screen.queryByRole('region', { name: 'How do I give by bank transfer?' }),
    ).not.toBeInTheDocument();

    await user.click(second);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('works by keyboard', async () => {
    const { user } = renderWithProviders(<FaqPage />, { language: 'zh-TW' });
    await user.tab();
    expect(screen.getByRole('button', { name: '如何以銀行轉帳奉獻？' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: '如何以銀行轉帳奉獻？' })).toBeVisible();
  });

  // docs/screens/shell.md, FAQ rules: each must be stated by some answer, in both languages.
  it.each([
    ['edit deadline', /until the 4th of the following month/, /次月 4 日/],
    [
      'receipts locked once issued',
      /Once a receipt has been issued or printed/,
      /收據一經開立或列印/,
    ],
    ['successful transactions only', /only for successful transactions/, /僅限交易成功/],
    [
      'items only for remittance',
      /Items can be edited only for remittance/,
      /只有匯款（銀行轉帳）的奉獻可以修改項目/,
    ],
    [
      'receipt password',
      /password is the donor's ID number, or the tax ID number/,
      /密碼為奉獻者的身分證字號；有抬頭的收據則為統一編號/,
    ],
    ['one debit attempt per day', /attempted once per debit day/, /於扣款日只會嘗試一次/],
    [
      'frequency change',
      /terminate the current setting .* and create a new one/,
      /終止目前的設定後重新建立/,
    ],
    ['no paper receipts by post', /paper receipts are not mailed/, /紙本收據不另行郵寄/],
    ['no proxy giving', /proxy giving is not supported/, /不提供代理奉獻/],
  ])('states the rule: %s', (_rule, english, chinese) => {
    const answers = (strings: typeof en) =>
      FAQ_GROUPS.flatMap((group) =>
        group.questions.map((question) => {
          const groupStrings = strings.faq[group.id] as Record<string, { a?: string }>;
          return groupStrings[question]?.a ?? '';
        }),
      );
    expect(answers(en).some((answer) => english.test(answer))).toBe(true);
    expect(answers(zhTW).some((answer) => chinese.test(answer))).toBe(true);
  });

  it('has a question and an answer in both languages for every entry', () => {
    renderWithProviders(<FaqPage />, { language: 'en' });
    const questions = screen.getAllByRole('button');
    expect(questions).toHaveLength(
      FAQ_GROUPS.reduce((sum, group) => sum + group.questions.length, 0),
    );
    for (const question of questions) {
      expect(question.textContent).not.toMatch(/^faq\./);
      expect(within(question).queryByText(/faq\./)).not.toBeInTheDocument();
    }
  });
});
