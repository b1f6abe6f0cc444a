import { anItem } from '../../test-support/contract-fixtures';
import { FIXTURE } from '../fixtures/fixture-ids';
import { expectRcError } from '../../test-support/rc-error';
import { callRpc, testApp } from '../../test-support/test-app';

const P = FIXTURE.projects;

describe('project calls', () => {
  it('lists the projects in order for the church id, with RC 501', async () => {
    const t = testApp();
    const res = await callRpc(t, 'get_project_info_list', {
      url_rewrite_id: t.settings.churchRewriteId,
    });
    expect(res.status).toBe(200);
    expect(res.body.RC).toBe(501);
    expect(res.body.Result.map((p: { project_aid: number }) => p.project_aid)).toEqual([
      P.general,
      P.building,
      P.missions,
      P.external,
    ]);
    expect(res.body.Result[0]).not.toHaveProperty('sort');
    const external = res.body.Result[3];
    expect(external).toMatchObject({
      if_tra: 0,
      project_link_url: 'https://example.org/christmas-gifts',
    });
  });

  it('serves project images as local files', async () => {
    const t = testApp();
    const res = await callRpc(t, 'get_project_info_list', {
      url_rewrite_id: t.settings.churchRewriteId,
    });
    for (const project of res.body.Result) {
      expect(project.project_img_url).toMatch(/^\/media\/.+\.svg$/);
      expect(project.project_icon_url).toMatch(/^\/media\/.+\.svg$/);
    }
  });

  it('answers RC 404 no data for another church id', async () => {
    const t = testApp();
    const res = await callRpc(t, 'get_project_info_list', { url_rewrite_id: 'elsewhere' });
    expectRcError(res, 404, 'no data');
  });

  it('answers a project detail, and RC 404 no data for an unknown project', async () => {
    const t = testApp();
    const ok = await callRpc(t, 'get_project_info_detail', { project_aid: P.building });
    expect(ok.body.Result.donation_desc).toContain('<img src=x onerror=alert(1)>');
    const missing = await callRpc(t, 'get_project_info_detail', { project_aid: 999 });
    expectRcError(missing, 404, 'no data');
  });

  it('lists the six general items, and only the recurring ones for if_ach 1', async () => {
    const t = testApp();
    const all = await callRpc(t, 'get_project_items', { project_aid: P.general, if_ach: 0 });
    expect(all.body.Result).toHaveLength(6);
    expect(all.body.Result[0]).toEqual(
      anItem({ item_name_en: 'Tithe', item_donation_max_num: 200000, if_ach: 1 }),
    );
    const recurring = await callRpc(t, 'get_project_items', { project_aid: P.general, if_ach: 1 });
    expect(recurring.body.Result.every((item: { if_ach: number }) => item.if_ach === 1)).toBe(true);
    expect(recurring.body.Result.length).toBeGreaterThan(0);
    const missions = await callRpc(t, 'get_project_items', { project_aid: P.missions, if_ach: 1 });
    expect(missions.body.Result).toEqual([]);
  });

  it('lists one-off and recurring payment types with type_action set to each call path', async () => {
    const t = testApp();
    const once = await callRpc(t, 'get_offering_types', { project_aid: P.general, if_ach: 0 });
    expect(once.body.Result.map((type: { type_action: string }) => type.type_action)).toEqual([
      t.settings.api.do_tra_type_crdo,
      t.settings.api.do_tra_type_linepay,
      t.settings.api.do_tra_type_vacc,
    ]);
    const recurring = await callRpc(t, 'get_offering_types', { project_aid: P.general, if_ach: 1 });
    expect(recurring.body.Result.map((type: { type_aid: number }) => type.type_aid)).toEqual([
      1, 0,
    ]);
    expect(recurring.body.Result[1].type_action).toBe(t.settings.api.do_tra_type_cardlink);
  });

  // docs/api-contract.md, English names: every fixture carries them for English pages.
  it('names projects, items and payment methods in English too', async () => {
    const t = testApp();
    const projects = await callRpc(t, 'get_project_info_list', {
      url_rewrite_id: t.settings.churchRewriteId,
    });
    expect(
      projects.body.Result.map((project: { project_name_en?: string }) => project.project_name_en),
    ).toEqual(['General offering', 'Building fund', 'Missions', 'Christmas gifts of love']);
    const types = await callRpc(t, 'get_offering_types', { project_aid: P.general, if_ach: 0 });
    expect(types.body.Result.map((type: { type_name_en?: string }) => type.type_name_en)).toEqual([
      'Credit card',
      'LINE Pay',
      'Bank transfer (virtual account)',
    ]);
  });

  it('refuses bad input with 400', async () => {
    const t = testApp();
    expect((await callRpc(t, 'get_offering_types', { project_aid: 1 })).status).toBe(400);
    expect((await callRpc(t, 'get_project_items', { project_aid: -1, if_ach: 0 })).status).toBe(
      400,
    );
  });
});
