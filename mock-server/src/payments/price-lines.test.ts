import { emptyStore } from '../core/store';
import { RpcError } from '../core/rpc';
import type { ProjectItemRecord, ProjectRecord, StoreShape } from '../store/collections';
import { priceLines } from './price-lines';

const project = (aid: number, ifTra = 1): ProjectRecord => ({
  project_aid: aid,
  project_name: `project ${aid}`,
  project_intro: '',
  project_intro_en: '',
  project_img_url: '',
  project_icon_url: '',
  project_link_url: '',
  icon_bg: '',
  if_tra: ifTra,
  donation_desc: '',
  contact_info1: '',
  contact_name1: '',
  sort: aid,
});

const item = (
  id: number,
  projectAid: number,
  itemAid: number,
  name: string,
  ifAch: number,
): ProjectItemRecord => ({
  id,
  project_aid: projectAid,
  item_aid: itemAid,
  item_name: name,
  item_donation_min_num: 100,
  item_donation_max_num: 50_000,
  item_donation_amount: 1000,
  if_ach: ifAch,
});

const data: StoreShape = {
  ...emptyStore(),
  projects: [project(1), project(2), project(3, 0)],
  project_items: [
    item(1, 1, 1, 'tithe', 1),
    item(2, 1, 2, 'thankfulness', 0),
    item(3, 2, 7, 'building', 1),
    item(4, 3, 1, 'tithe', 1),
  ],
};

const line = (itemAid: number, amount: number, name = 'client name') => ({
  item_aid: itemAid,
  item_name: name,
  package_amount: amount,
});

/** HTTP status, RC and texts of the refusal `run` throws. */
const refusal = (run: () => unknown): { status: number; rc: number; messages: string[] } => {
  try {
    run();
  } catch (error) {
    if (error instanceof RpcError) {
      return { status: error.httpStatus, rc: error.rc, messages: error.messages };
    }
    throw error;
  }
  throw new Error('expected a refusal');
};

const RULE = { status: 200, rc: 422 };
const BAD_INPUT = { status: 400, rc: 400 };

describe('priceLines: the server prices the order', () => {
  it('recomputes the total and takes the item names from the server', () => {
    expect(priceLines(data, 1, [line(1, 1000), line(2, 250)], { recurring: false })).toMatchObject({
      amount: 1250,
      item_package: [
        { item_aid: 1, item_name: 'tithe', package_amount: 1000 },
        { item_aid: 2, item_name: 'thankfulness', package_amount: 250 },
      ],
    });
  });

  it.each([
    // A broken business rule is RC 422 over HTTP 200; a schema problem stays HTTP 400 (docs/api-contract.md).
    ['below the minimum', [line(1, 99)], RULE, 'tithe: Minimum amount: NT$ 100'],
    ['above the maximum', [line(1, 50_001)], RULE, 'tithe: Maximum amount: NT$ 50000'],
    [
      'an item of another project',
      [line(7, 1000)],
      BAD_INPUT,
      'item_package: item 7 is not an item of this project',
    ],
    [
      'an unknown item',
      [line(99, 1000)],
      BAD_INPUT,
      'item_package: item 99 is not an item of this project',
    ],
    [
      'an item twice',
      [line(1, 500), line(1, 500)],
      BAD_INPUT,
      'item_package: item 1 appears twice',
    ],
    [
      'a fractional amount',
      [line(1, 100.5)],
      BAD_INPUT,
      'item_package: tithe needs a whole amount in NT$',
    ],
    ['no items', [], BAD_INPUT, 'item_package: choose at least one item'],
  ])('refuses %s', (_label, lines, answer, message) => {
    expect(refusal(() => priceLines(data, 1, lines, { recurring: false }))).toEqual({
      ...answer,
      messages: [message],
    });
  });

  it('refuses a non-recurring item in a recurring order', () => {
    expect(refusal(() => priceLines(data, 1, [line(2, 500)], { recurring: true }))).toEqual({
      ...RULE,
      messages: ['thankfulness is not available for recurring giving'],
    });
  });

  it('refuses an unknown project and a project that gives elsewhere (if_tra 0)', () => {
    expect(refusal(() => priceLines(data, 9, [line(1, 500)], { recurring: false }))).toEqual({
      status: 200,
      rc: 404,
      messages: ['no data'],
    });
    expect(refusal(() => priceLines(data, 3, [line(1, 500)], { recurring: false }))).toEqual({
      ...RULE,
      messages: ['this project does not take online giving here'],
    });
  });
});
