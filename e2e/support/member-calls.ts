import type { APIRequestContext } from '@playwright/test';
import type { Purpose, RequestOf, ResultOf } from '@eoffering/shared/contract';
import { readConfig } from './backend';
import { expect } from './fixtures';

/** README.md: 王小明's identity number, the open password of his untitled receipts. */
export const WANG_IDENTITY = 'A123456789';

/** Every giving of the member: no dates, titles, method or number to filter by. */
export const ALL_GIVINGS: RequestOf<'get_tra_offering_list'> = {
  tra_start_datetime: '',
  tra_end_datetime: '',
  invoice_title_aid: null,
  pay_method: 'null',
  offering_aid: '',
};

/** One member call, to read what the page should show (the fixtures decide the numbers). */
export const memberCall = async <P extends Purpose>(
  request: APIRequestContext,
  token: string,
  purpose: P,
  body: RequestOf<P>,
): Promise<ResultOf<P>> => {
  const config = await readConfig(request);
  const response = await request.post(`${config.apiBaseUrl}${config.api[purpose]}`, {
    data: body,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `${purpose} answers 2xx`).toBe(true);
  return ((await response.json()) as { Result: ResultOf<P> }).Result;
};
