import { ROUTES, orderRoute } from './route-table';

describe('route table', () => {
  it.each([
    [ROUTES.home.build({}), '/'],
    [ROUTES.projectDetail.build({ projectAid: 3 }), '/project_detail/3'],
    [ROUTES.expressGiving.build({ projectAid: 1 }), '/order/express/1'],
    [ROUTES.expressGiving.build({}), '/order/express'],
    [ROUTES.recurringSetup.build({ projectAid: '7' }), '/order/recurring_records/7'],
    [ROUTES.givingResultError.build({ errorMsg: 'a/b c' }), '/order/result_error/a%2Fb%20c'],
    [ROUTES.memberGivingDetail.build({ offeringAid: 12 }), '/member_center/order_detail/12'],
  ])('builds %s', (built, expected) => {
    expect(built).toBe(expected);
  });

  it('refuses to build without a required parameter', () => {
    expect(() =>
      ROUTES.givingResult.build({} as unknown as Parameters<typeof ROUTES.givingResult.build>[0]),
    ).toThrow('missing parameter offeringAid');
  });

  it('gives remotes a pattern relative to the app root', () => {
    expect(ROUTES.transferInfo.relative).toBe('order/payment/vacc/:orderInfoAid');
  });

  it('marks the members-only routes', () => {
    const memberOnly = Object.entries(ROUTES)
      .filter(([, route]) => route.access === 'member')
      .map(([name]) => name);
    expect(memberOnly).toEqual([
      'recurringSetup',
      'recurringResult',
      'cardLink',
      'cardLinkError',
      'memberCenterIndex',
      'memberHome',
      'memberRecords',
      'memberGivingDetail',
      'memberRecurring',
      'memberReceipts',
      'memberPreferences',
    ]);
  });

  it.each([
    ['express', '/order/express/4'],
    ['normal', '/order/normal/4'],
    ['recurring_records', '/order/recurring_records/4'],
  ] as const)('routes the %s order view', (view, expected) => {
    expect(orderRoute(view).build({ projectAid: 4 })).toBe(expected);
  });
});
