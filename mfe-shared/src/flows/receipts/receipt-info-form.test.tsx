import { screen } from '@testing-library/react';
import type { InvoiceTitle } from '../../contract';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ReceiptInfoForm, validateReceiptInfo, type ReceiptInfoValues } from './receipt-info-form';

const saved: InvoiceTitle[] = [
  {
    invoice_title_aid: 12,
    invoice_title: '明光科技股份有限公司',
    invoice_tax_id: '24536806',
    comments: '',
    disable: 0,
  },
];

const titled = { invoice_title_aid: 0, invoice_title: '王家', invoice_tax_id: '28479133' };

describe('validateReceiptInfo', () => {
  it.each<[string, ReceiptInfoValues, string[]]>([
    ['anonymous needs nothing', { choice: 'anonymous', title: '', taxId: '' }, []],
    ['a title and 8 digits pass', { choice: 'titled', title: '王家', taxId: '28479133' }, []],
    ['an empty title', { choice: 'titled', title: ' ', taxId: '28479133' }, ['title']],
    ['a short tax id', { choice: 'titled', title: '王家', taxId: '1234' }, ['taxId']],
    ['a person’s identity number', { choice: 'titled', title: '王小明', taxId: 'A123456789' }, []],
    ['a passport number', { choice: 'titled', title: '王小明', taxId: '312345678' }, ['taxId']],
    [
      'a title the server would refuse (over 100 characters)',
      { choice: 'titled', title: '王'.repeat(101), taxId: '28479133' },
      ['title'],
    ],
  ])('%s', (_, values, failing) => {
    const result = validateReceiptInfo(values);
    expect(Object.keys(result).filter((name) => result[name as 'title' | 'taxId'])).toEqual(
      failing,
    );
  });
});

describe('ReceiptInfoForm', () => {
  it.each([
    ['a guest', false, 'en', ['Anonymous giving (no receipt)', 'Receipt with a title']],
    ['a guest', false, 'zh-TW', ['匿名奉獻（不開立收據）', '開立收據（填寫抬頭）']],
    [
      'a member',
      true,
      'en',
      ['Anonymous giving (no receipt)', 'Receipt in my own name', 'Receipt with a title'],
    ],
  ] as const)(
    'offers %s the receipt choices in the donor form’s order, anonymous first (%s)',
    (_who, ownName, language, names) => {
      renderWithProviders(
        <ReceiptInfoForm
          giving={titled}
          ownName={ownName}
          busy={false}
          onSubmit={jest.fn()}
          onCancel={jest.fn()}
        />,
        { language },
      );
      expect(
        screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
      ).toEqual(names);
    },
  );

  it('fills the title and tax id from a picked saved title and submits them', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(
      <ReceiptInfoForm
        giving={titled}
        savedTitles={saved}
        busy={false}
        onSubmit={onSubmit}
        onCancel={jest.fn()}
      />,
      { language: 'en' },
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Saved receipt titles' }),
      '明光科技股份有限公司 (24536806)',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({
      choice: 'titled',
      title: '明光科技股份有限公司',
      taxId: '24536806',
    });
  });

  it('says what a tax id may be and takes an identity number in uppercase', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(
      <ReceiptInfoForm giving={titled} busy={false} onSubmit={onSubmit} onCancel={jest.fn()} />,
      { language: 'en' },
    );
    const taxId = screen.getByRole('textbox', { name: 'Tax ID' });
    expect(taxId).toHaveAccessibleDescription(
      "A company's 8-digit business number; for a receipt in your own name, your ID or resident certificate number",
    );

    await user.clear(taxId);
    await user.type(taxId, 'a12345678');
    await user.tab();
    expect(taxId).toHaveAccessibleDescription(
      /Enter an 8-digit business number, or a person's ID or resident certificate number$/,
    );
    await user.type(taxId, '9');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ taxId: 'A123456789' }));
  });

  it('offers no saved titles to a guest and hides both fields when anonymous', async () => {
    const onCancel = jest.fn();
    const { user } = renderWithProviders(
      <ReceiptInfoForm giving={titled} busy={false} onSubmit={jest.fn()} onCancel={onCancel} />,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('textbox', { name: '統一編號／身分證號碼' })).toHaveValue('28479133');
    await user.click(screen.getByRole('radio', { name: '匿名奉獻（不開立收據）' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
