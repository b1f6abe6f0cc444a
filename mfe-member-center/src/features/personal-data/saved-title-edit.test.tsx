import type { InvoiceTitle } from '@eoffering/shared/contract';
import { answerDialogs } from '@eoffering/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { savedTitles, scriptPersonalPage } from '../../testing/fixtures';
import { renderApp, resetApp } from '../../testing/render-app';

// docs/decisions.md, saved titles are edited in place; docs/screens/member-centre.md, focus after
// an edit.

let dialogs: ReturnType<typeof answerDialogs>;
afterEach(() => {
  dialogs.stop();
  resetApp();
});

const company = savedTitles[2] as InvoiceTitle;
const bookshop: InvoiceTitle = {
  invoice_title_aid: 12,
  invoice_title: '恩典書房',
  invoice_tax_id: '24536806',
  comments: '',
  disable: 0,
};
const TAX_ID_CHECK_DIGIT = 'The check digit does not match: please check each digit of this number';
const TAX_ID_EXPECTED =
  "Enter an 8-digit business number, or a person's ID or resident certificate number";

const openTitles = async (list: InvoiceTitle[] = [...savedTitles, bookshop], confirmed = true) => {
  dialogs = answerDialogs(confirmed);
  const harness = renderApp('/member_center/home', {
    signedIn: true,
    script: (api) => scriptPersonalPage(api, { titles: list }),
  });
  const titles = await screen.findByRole('region', { name: 'Saved receipt titles' });
  await within(titles).findAllByRole('listitem');
  const entry = (title: string) =>
    within(titles)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText(title) !== null) as HTMLElement;
  const openEdit = async (title: string) => {
    await harness.user.click(within(entry(title)).getByRole('button', { name: 'Edit' }));
    const form = within(titles).getByRole('form', {
      name: `Edit the saved receipt title ${title}`,
    });
    return {
      form,
      title: within(form).getByRole('textbox', { name: 'Receipt title' }),
      taxId: within(form).getByRole('textbox', { name: 'Tax ID' }),
      save: within(form).getByRole('button', { name: 'Save changes' }),
      cancel: within(form).getByRole('button', { name: 'Cancel' }),
    };
  };
  return { ...harness, titles, entry, openEdit };
};

describe('editing a saved receipt title', () => {
  it('opens the form filled with the title, the title field in focus; Cancel closes it unchanged', async () => {
    const page = await openTitles();
    const edit = await page.openEdit(company.invoice_title);
    expect(edit.title).toHaveValue(company.invoice_title);
    expect(edit.taxId).toHaveValue(company.invoice_tax_id);
    expect(document.activeElement).toBe(edit.title);
    await page.user.clear(edit.title);
    await page.user.click(edit.cancel);
    expect(edit.form).not.toBeInTheDocument();
    expect(document.activeElement).toBe(
      within(page.entry(company.invoice_title)).getByRole('button', { name: 'Edit' }),
    );
    expect(page.api.bodiesOf('update_invoice_title')).toEqual([]);
  });

  it('saves the trimmed pair, says "updated", lists the new title and focuses its Edit button', async () => {
    const page = await openTitles();
    const changed = {
      ...company,
      invoice_title: '恩典科技股份有限公司',
      invoice_tax_id: '28479133',
    };
    page.api
      .ok('update_invoice_title', changed)
      .ok('get_invoice_title_list', [...savedTitles.slice(0, 2), changed, bookshop]);
    const edit = await page.openEdit(company.invoice_title);
    await page.user.clear(edit.title);
    await page.user.type(edit.title, ' 恩典科技股份有限公司 ');
    await page.user.clear(edit.taxId);
    await page.user.type(edit.taxId, '28479133');
    await page.user.click(edit.save);
    expect(await screen.findByText('updated')).toBeInTheDocument();
    expect(page.api.bodiesOf('update_invoice_title')).toEqual([
      { invoice_title_aid: 11, invoice_title: '恩典科技股份有限公司', invoice_tax_id: '28479133' },
    ]);
    expect(await within(page.titles).findByText('恩典科技股份有限公司')).toBeInTheDocument();
    expect(document.activeElement).toBe(
      within(page.entry('恩典科技股份有限公司')).getByRole('button', { name: 'Edit' }),
    );
  });

  it.each<[string, string, string]>([
    ['', company.invoice_tax_id, 'please enter field data'],
    [company.invoice_title, '', 'please enter field data'],
    [company.invoice_title, '1234', TAX_ID_EXPECTED],
    [company.invoice_title, '12345678', TAX_ID_CHECK_DIGIT],
    [bookshop.invoice_title, bookshop.invoice_tax_id, 'cannot add duplicate data'],
  ])(
    'refuses %j / %j with %j, keeps what was typed and sends nothing',
    async (title, taxId, message) => {
      const page = await openTitles();
      const edit = await page.openEdit(company.invoice_title);
      await page.user.clear(edit.title);
      if (title) await page.user.type(edit.title, title);
      await page.user.clear(edit.taxId);
      if (taxId) await page.user.type(edit.taxId, taxId);
      await page.user.click(edit.save);
      expect(within(edit.form).getAllByRole('alert')[0]).toHaveTextContent(message);
      expect(edit.title).toHaveValue(title);
      expect(edit.taxId).toHaveValue(taxId);
      expect(page.api.bodiesOf('update_invoice_title')).toEqual([]);
    },
  );

  it('says "cannot add duplicate data" on the server’s RC 409 and keeps the form open', async () => {
    const page = await openTitles();
    page.api.on('update_invoice_title', () => ({
      body: { RC: 409, RM: 'Conflict', Result: [{ msg: 'cannot add duplicate data' }] },
    }));
    const edit = await page.openEdit(company.invoice_title);
    await page.user.clear(edit.title);
    await page.user.type(edit.title, '另一個抬頭');
    await page.user.click(edit.save);
    expect(await within(edit.form).findByRole('alert')).toHaveTextContent(
      'cannot add duplicate data',
    );
    expect(edit.title).toHaveValue('另一個抬頭');
    expect(document.activeElement).toBe(edit.title);
  });
});

describe('focus on the saved titles', () => {
  it.each<[string, InvoiceTitle[], string, string | null]>([
    [
      'the next title’s Edit button',
      [company, bookshop],
      company.invoice_title,
      bookshop.invoice_title,
    ],
    [
      'the Edit button of the title before it',
      [company, bookshop],
      bookshop.invoice_title,
      company.invoice_title,
    ],
    ['the list heading when none is left', [company], company.invoice_title, null],
  ])('after deleting a title, puts %s in focus', async (_case, list, deleted, focused) => {
    const page = await openTitles([...savedTitles.slice(0, 2), ...list]);
    const gone = list.find((title) => title.invoice_title === deleted) as InvoiceTitle;
    page.api
      .ok('delete_invoice_title', { invoice_title_aid: gone.invoice_title_aid })
      .ok('get_invoice_title_list', [
        ...savedTitles.slice(0, 2),
        ...list.filter((title) => title !== gone),
      ]);
    await page.user.click(within(page.entry(deleted)).getByRole('button', { name: 'Delete' }));
    const expected = () =>
      focused === null
        ? screen.getByRole('heading', { name: 'Saved receipt titles' })
        : within(page.entry(focused)).getByRole('button', { name: 'Edit' });
    await waitFor(() => expect(document.activeElement).toBe(expected()));
    expect(within(page.titles).queryByText(deleted)).toBeNull();
  });

  it('puts the Delete button back in focus when the deletion is called off', async () => {
    const page = await openTitles(undefined, false);
    const remove = within(page.entry(company.invoice_title)).getByRole('button', {
      name: 'Delete',
    });
    await page.user.click(remove);
    await waitFor(() => expect(dialogs.confirms).toHaveLength(1));
    await waitFor(() => expect(document.activeElement).toBe(remove));
    expect(page.api.bodiesOf('delete_invoice_title')).toEqual([]);
  });

  it('puts the title field in focus after a title is added', async () => {
    const page = await openTitles([...savedTitles]);
    page.api
      .ok('add_invoice_title', { invoice_title_aid: 12 })
      .ok('get_invoice_title_list', [...savedTitles, bookshop]);
    const form = within(page.titles).getByRole('form', { name: 'Add a saved receipt title' });
    const title = within(form).getByRole('textbox', { name: 'Receipt title' });
    await page.user.type(title, bookshop.invoice_title);
    await page.user.type(within(form).getByRole('textbox', { name: 'Tax ID' }), '24536806');
    await page.user.click(within(form).getByRole('button', { name: 'Add to saved titles' }));
    expect(await screen.findByText('added to favourites')).toBeInTheDocument();
    expect(title).toHaveValue('');
    expect(document.activeElement).toBe(title);
  });
});
