import { act } from '@testing-library/react';
import { useLocation } from '@eoffering/shared';
import { renderWithProviders } from '@eoffering/shared/testing';
import { useRecordsFilter, type RecordsFilterState } from './use-records-filter';

const TODAY = new Date('2026-11-28T12:00:00+08:00');

const harness = () => {
  const seen: { state?: RecordsFilterState; search?: string } = {};
  const Probe = () => {
    seen.state = useRecordsFilter(TODAY);
    seen.search = useLocation().search;
    return null;
  };
  renderWithProviders(<Probe />, { route: '/member_center/order_history' });
  return seen;
};

describe('the records filter in the address', () => {
  // The router renders a new address as a transition: both choices below are made before the page
  // shows the first, as a quick hand on a slow phone does. Built on the filter on screen, the
  // second choice dropped the first (tried once: the address kept only `method=CREDIT`).
  it('keeps every choice made before the page showed the one before it', () => {
    const seen = harness();
    act(() => {
      seen.state!.change({ range: 'year-2025' });
      seen.state!.change({ method: 'CREDIT' });
    });
    expect(seen.state!.filter).toMatchObject({ range: 'year-2025', method: 'CREDIT', page: 1 });
    expect(new URLSearchParams(seen.search).get('range')).toBe('year-2025');
  });

  it('turns a page of the filter the page shows once it has caught up', () => {
    const seen = harness();
    act(() => seen.state!.change({ method: 'VACC' }));
    act(() => seen.state!.goToPage(2));
    expect(seen.state!.filter).toMatchObject({ method: 'VACC', page: 2 });
  });
});
