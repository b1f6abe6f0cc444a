import { nameIn } from './backend-name';

const project = { project_name: '一般奉獻', project_name_en: 'General offering' };

describe('names from the backend in the page’s language', () => {
  it.each<[string, () => string, string]>([
    [
      'a project on an English page',
      () => nameIn('en', project, 'project_name'),
      'General offering',
    ],
    ['a project on a Chinese page', () => nameIn('zh-TW', project, 'project_name'), '一般奉獻'],
    [
      'an item with no English name',
      () => nameIn('en', { item_name: '什一奉獻' }, 'item_name'),
      '什一奉獻',
    ],
    [
      'an empty English name',
      () => nameIn('en', { type_name: '信用卡', type_name_en: '' }, 'type_name'),
      '信用卡',
    ],
    [
      'a payment method on an English page',
      () => nameIn('en', { type_name: '信用卡', type_name_en: 'Credit card' }, 'type_name'),
      'Credit card',
    ],
  ])('%s', (_label, name, expected) => {
    expect(name()).toBe(expected);
  });
});
