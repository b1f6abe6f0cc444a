import { demoRecords } from '../fixtures/demo-records';
import { FIXTURE } from '../fixtures/fixture-ids';
import { filterGivings } from './giving-list';

const NOW = new Date('2025-03-10T04:00:00Z');
const ALL = {
  tra_start_datetime: '',
  tra_end_datetime: '',
  invoice_title_aid: null,
  pay_method: 'null',
  offering_aid: '',
} as const;

/** 王小明's givings with one of them given a typed company title (aid 0, a title of its own). */
const givings = () => {
  const data = demoRecords(NOW);
  const typed = data.givings.find((giving) => giving.offering_aid === FIXTURE.givings.editable);
  if (!typed) throw new Error('no editable giving');
  Object.assign(typed, {
    invoice_title_aid: 0,
    invoice_title: '好鄰居有限公司',
    invoice_tax_id: '04595252',
  });
  return data.givings.filter((giving) => giving.member_id === FIXTURE.members.wang);
};

describe('the records filter by receipt title', () => {
  it.each<[string, number | null, boolean]>([
    ['all titles list a typed title', null, true],
    ["the member's own name leaves a typed title out", 0, false],
    ['anonymous leaves it out', -1, false],
  ])('%s', (_case, titleAid, listed) => {
    const found = filterGivings(givings(), { ...ALL, invoice_title_aid: titleAid });
    expect(found.some((giving) => giving.offering_aid === FIXTURE.givings.editable)).toBe(listed);
  });

  it("lists under the member's own name only givings without a title", () => {
    const found = filterGivings(givings(), { ...ALL, invoice_title_aid: 0 });
    expect(found.length).toBeGreaterThan(0);
    for (const giving of found) {
      expect(giving).toMatchObject({ invoice_title_aid: 0, invoice_title: '', invoice_tax_id: '' });
    }
  });
});
