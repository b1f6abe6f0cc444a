import { bus } from '@eoffering/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { aTitle, answerDialogs } from '@eoffering/shared/testing';
import { savedTitles, scriptPersonalPage } from '../../testing/fixtures';
import { renderApp, resetApp } from '../../testing/render-app';

let dialogs: ReturnType<typeof answerDialogs>;
afterEach(() => {
  dialogs.stop();
  resetApp();
});

const newTitle = aTitle({
  invoice_title_aid: 12,
  invoice_title: '恩典書房',
  invoice_tax_id: '24536806',
});

const openTitles = async () => {
  dialogs = answerDialogs(true);
  const harness = renderApp('/member_center/home', { signedIn: true, script: scriptPersonalPage });
  const titles = await screen.findByRole('region', { name: 'Saved receipt titles' });
  await within(titles).findAllByRole('listitem');
  const form = within(titles).getByRole('form', { name: 'Add a saved receipt title' });
  return {
    ...harness,
    titles,
    form,
    title: within(form).getByRole('textbox', { name: 'Receipt title' }),
    taxId: within(form).getByRole('textbox', { name: 'Tax ID' }),
    add: within(form).getByRole('button', { name: 'Add to saved titles' }),
  };
};

const TAX_ID_CHECK_DIGIT = 'The check digit does not match: please check each digit of this number';
const TAX_ID_EXPECTED =
  "Enter an 8-digit business number, or a person's ID or resident certificate number";

describe('saved receipt titles', () => {
  it.each<[string, string, string]>([
    ['', '', 'please enter field data'],
    ['恩典書房', '', 'please enter field data'],
    ['恩典書房', '1234', TAX_ID_EXPECTED],
    // Eight digits that fail the Ministry of Finance's check digit.
    ['恩典書房', '12345678', TAX_ID_CHECK_DIGIT],
    // Over the contract's 100 characters: said, not cut silently.
    ['恩'.repeat(101), '24536806', 'A receipt title can be at most 100 characters.'],
  ])('refuses %j / %j with %j and sends nothing', async (title, taxId, message) => {
    const page = await openTitles();
    if (title) await page.user.type(page.title, title);
    if (taxId) await page.user.type(page.taxId, taxId);
    await page.user.click(page.add);
    expect(within(page.form).getAllByRole('alert')[0]).toHaveTextContent(message);
    expect(page.title).toHaveValue(title);
    expect(page.api.bodiesOf('add_invoice_title')).toEqual([]);
  });

  it('focuses the title when both fields are empty', async () => {
    const page = await openTitles();
    await page.user.click(page.add);
    expect(page.title).toHaveFocus();
  });

  it('refuses a pair already saved with "cannot add duplicate data"', async () => {
    const page = await openTitles();
    await page.user.type(page.title, '恩典科技有限公司');
    await page.user.type(page.taxId, '12345675');
    await page.user.click(page.add);
    expect(await within(page.form).findByRole('alert')).toHaveTextContent(
      'cannot add duplicate data',
    );
    expect(page.api.bodiesOf('add_invoice_title')).toEqual([]);
  });

  it('says "cannot add duplicate data" when the server finds the pair (RC 409)', async () => {
    const page = await openTitles();
    page.api.on('add_invoice_title', () => ({
      body: { RC: 409, RM: 'Conflict', Result: [{ msg: 'cannot add duplicate data' }] },
    }));
    await page.user.type(page.title, newTitle.invoice_title);
    await page.user.type(page.taxId, newTitle.invoice_tax_id);
    await page.user.click(page.add);
    expect(await within(page.form).findByRole('alert')).toHaveTextContent(
      'cannot add duplicate data',
    );
  });

  it('adds a title, says "added to favourites" and lists it', async () => {
    const page = await openTitles();
    page.api
      .ok('add_invoice_title', { invoice_title_aid: 12 })
      .ok('get_invoice_title_list', [...savedTitles, newTitle]);
    await page.user.type(page.title, ' 恩典書房 ');
    await page.user.type(page.taxId, '24536806');
    await page.user.click(page.add);
    expect(await screen.findByText('added to favourites')).toBeInTheDocument();
    expect(page.api.bodiesOf('add_invoice_title')).toEqual([
      { invoice_title: '恩典書房', invoice_tax_id: '24536806' },
    ]);
    expect(await within(page.titles).findByText('恩典書房')).toBeInTheDocument();
    expect(page.title).toHaveValue('');
  });

  it.each([
    ['１２３４５６７５', '12345675'],
    ['ａ８００００００１４', 'A800000014'],
  ])('takes the full-width tax id %p as %p', async (typed, sent) => {
    const page = await openTitles();
    page.api
      .ok('add_invoice_title', { invoice_title_aid: 12 })
      .ok('get_invoice_title_list', [
        ...savedTitles,
        aTitle({ invoice_title_aid: 12, invoice_title: '恩典書房', invoice_tax_id: sent }),
      ]);
    await page.user.type(page.title, '恩典書房');
    await page.user.type(page.taxId, typed);
    expect(page.taxId).toHaveValue(sent);
    await page.user.click(page.add);
    expect(await screen.findByText('added to favourites')).toBeInTheDocument();
    expect(page.api.bodiesOf('add_invoice_title')).toEqual([
      { invoice_title: '恩典書房', invoice_tax_id: sent },
    ]);
  });

  it('deletes a title after confirmation', async () => {
    const page = await openTitles();
    page.api
      .ok('delete_invoice_title', { invoice_title_aid: 11 })
      .ok('get_invoice_title_list', savedTitles.slice(0, 2));
    await page.user.click(within(page.titles).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('removed')).toBeInTheDocument();
    expect(dialogs.confirms.map((c) => c.title)).toEqual(['Delete this receipt title?']);
    expect(page.api.bodiesOf('delete_invoice_title')).toEqual([{ aid: 11 }]);
    await waitFor(() => expect(within(page.titles).getByText('no data')).toBeInTheDocument());
  });

  it('opens the login dialog when the titles cannot be read', async () => {
    dialogs = answerDialogs(true);
    const requested: string[] = [];
    const subscription = bus
      .on('session/login-requested')
      .subscribe((event) => requested.push(event.type));
    renderApp('/member_center/home', {
      signedIn: true,
      script: (api) =>
        scriptPersonalPage(
          api.on('get_invoice_title_list', () => ({
            body: { RC: 404, RM: 'Not Found', Result: [{ msg: 'no data' }] },
          })),
        ),
    });
    await waitFor(() => expect(requested).toHaveLength(1));
    subscription.unsubscribe();
  });
});
