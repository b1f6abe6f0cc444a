import type { APIRequestContext, Page } from '@playwright/test';
import type { PaymentType, ProjectItem, Purpose } from '@eoffering/shared/contract';
import { givableProject, readConfig, postForResult } from './backend';
import { appUrl, expect } from './fixtures';
import type { Texts } from './texts';
import { payOnCardPage } from './card-page';

export interface Fixture {
  projectAid: number;
  /** The project's one-off items and its card method. */
  items: ProjectItem[];
  card: PaymentType;
  /** Its first recurring item. */
  recurringItem: ProjectItem;
}

/** The order of a project (the first one a donor can give to here unless `projectAid` is given). */
export const fixture = async (
  request: APIRequestContext,
  projectAid?: number,
): Promise<Fixture> => {
  const config = await readConfig(request);
  const aid = projectAid ?? (await givableProject(request)).project_aid;
  const url = (purpose: Purpose) => `${config.apiBaseUrl}${config.api[purpose]}`;
  const body = { project_aid: aid, if_ach: 0 };
  const items = await postForResult<ProjectItem[]>(request, url('get_project_items'), body);
  const types = await postForResult<PaymentType[]>(request, url('get_offering_types'), body);
  const [recurringItem] = await postForResult<ProjectItem[]>(request, url('get_project_items'), {
    ...body,
    if_ach: 1,
  });
  const card = types.find((type) => type.type_action === config.api.do_tra_type_crdo);
  if (!card || items.length < 2 || !recurringItem) {
    throw new Error('the demo project has two items, a recurring item and a card');
  }
  return { projectAid: aid, items, card, recurringItem };
};

/**
 * A card giving of `amount` to the order's first item through the simulator, up to its result's
 * success. `open` opens an app path: on the suite's server unless given (a journey's own server,
 * signed in there).
 */
export const cardGiving = async (
  page: Page,
  t: Texts,
  order: Fixture,
  amount: number,
  open: (path: string) => Promise<unknown> = (path) => page.goto(appUrl(path)),
) => {
  const [item] = order.items;
  await open(`/order/express/${order.projectAid}`);
  await page
    .getByRole('button', { name: new RegExp(item ? t.nameOf(item, 'item_name') : '') })
    .click();
  await page.keyboard.type(String(amount));
  await page.getByRole('button', { name: t('common:actions.next'), exact: true }).click();
  await page.getByRole('button', { name: t.nameOf(order.card, 'type_name'), exact: true }).click();
  await page
    .getByRole('alertdialog', {
      name: t('giving:payment.confirm.title', { method: t.nameOf(order.card, 'type_name') }),
    })
    .getByRole('button', { name: t('giving:payment.confirm.confirm') })
    .click();
  await payOnCardPage(page);
  await expect(
    page.getByRole('heading', { level: 2, name: t('giving:result.title.success') }),
  ).toBeVisible();
};

/** A guest's card giving of `amount` through the simulator, up to its receipt form. */
export const guestCardGiving = async (page: Page, t: Texts, order: Fixture, amount: number) => {
  await cardGiving(page, t, order, amount);
  await page.getByRole('link', { name: t('giving:result.fillDonorData') }).click();
  await expect(page).toHaveURL(/\/eoffering\/order\/receipt_form\/\d+$/);
  return Number(/\/(\d+)$/.exec(page.url())?.[1]);
};
