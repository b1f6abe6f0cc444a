import { checkAccessibility } from '../support/accessibility';
import { demoOrder, paymentMethodOf } from '../support/demo-order';
import { factValue, money } from '../support/facts';
import { appUrl, expect, test } from '../support/fixtures';
import { payOnCardPage } from '../support/card-page';

// docs/api-contract.md, 'Covering the fee': the demo backend declares a card's cost as 2.5 % of the
// whole amount, so a gift of NT$ 1,000 adds NT$ 26 and every page after the choice shows NT$ 1,026.
const GIFT = 1000;
const FEE = 26;

test('a card gift with the fee covered: the same whole amount from the question to the receipt form', async ({
  page,
  t,
  request,
}) => {
  const order = await demoOrder(request);
  const card = paymentMethodOf(order, 'do_tra_type_crdo');
  const cardName = t.nameOf(card, 'type_name');
  await page.goto(appUrl(`/order/express/${order.projectAid}`));
  await page.getByRole('button', { name: new RegExp(t.nameOf(order.item, 'item_name')) }).click();
  await page.keyboard.type(String(GIFT));
  await page.getByRole('button', { name: t('common:actions.next'), exact: true }).click();
  await expect(page).toHaveURL(/\/order\/payment_methods$/);

  // Off by default; chosen from the keyboard, each method shows what it adds.
  const choice = page.getByRole('checkbox', { name: t('giving:payment.coverFee.label') });
  await expect(choice).not.toBeChecked();
  await choice.focus();
  await page.keyboard.press('Space');
  await expect(choice).toBeChecked();
  const cardButton = page.getByRole('button', {
    name: `${cardName} ${t('giving:payment.coverFee.methodFee', { fee: money(FEE) })}`,
  });
  await expect(cardButton).toBeVisible();
  await checkAccessibility(page, 'payment step, fee covered');

  await cardButton.click();
  const question = page.getByRole('alertdialog', {
    name: t('giving:payment.confirm.title', { method: cardName }),
  });
  await expect(question).toContainText(money(FEE));
  await expect(question).toContainText(money(GIFT + FEE));
  await question.getByRole('button', { name: t('giving:payment.confirm.confirm') }).click();

  await expect(page).toHaveURL(/\/gateway\/card/);
  await expect(page.locator('.amount')).toHaveText(money(GIFT + FEE));
  await payOnCardPage(page);

  await expect(page).toHaveURL(/\/eoffering\/order\/result\/\d+$/);
  await expect(factValue(page, t('giving:result.coveredFee'))).toHaveText(money(FEE));
  await expect(factValue(page, t('giving:result.total'))).toHaveText(money(GIFT + FEE));
  await checkAccessibility(page, 'result with a covered fee');

  await page.getByRole('link', { name: t('giving:result.fillDonorData') }).click();
  await expect(factValue(page, t('giving:receiptForm.total'))).toHaveText(money(GIFT + FEE));

  // The choice is remembered for the next gift in this browser.
  await page.goto(appUrl(`/order/express/${order.projectAid}`));
  await page.getByRole('button', { name: new RegExp(t.nameOf(order.item, 'item_name')) }).click();
  await page.keyboard.type(String(GIFT));
  await page.getByRole('button', { name: t('common:actions.next'), exact: true }).click();
  await expect(
    page.getByRole('checkbox', { name: t('giving:payment.coverFee.label') }),
  ).toBeChecked();
});
