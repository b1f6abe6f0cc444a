import { act } from '@testing-library/react';
import { useLocation, useNavigate, type NavigateFunction } from '@eoffering/shared';
import { renderWithProviders } from '@eoffering/shared/testing';
import { useAddressState, type AddressChange } from './use-address-state';

interface Choice {
  colour: string;
  size: string;
}

const parse = (query: URLSearchParams): Choice => ({
  colour: query.get('colour') ?? 'red',
  size: query.get('size') ?? 'S',
});
const toQuery = (choice: Choice): URLSearchParams => new URLSearchParams({ ...choice });

const harness = (route = '/page') => {
  const seen: {
    shown?: Choice;
    change?: AddressChange<Choice>;
    navigate?: NavigateFunction;
    search?: string;
  } = {};
  const Probe = () => {
    [seen.shown, seen.change] = useAddressState(parse, toQuery);
    seen.navigate = useNavigate();
    seen.search = useLocation().search;
    return null;
  };
  renderWithProviders(<Probe />, { route });
  return seen;
};

describe('state kept in the address', () => {
  it('reads what the address holds', () => {
    expect(harness('/page?colour=blue').shown).toEqual({ colour: 'blue', size: 'S' });
  });

  it('builds a second change on the first when the page has not shown the first yet', () => {
    const seen = harness();
    act(() => {
      seen.change!((last) => ({ ...last, colour: 'blue' }));
      seen.change!((last) => ({ ...last, size: 'L' }));
    });
    expect(seen.shown).toEqual({ colour: 'blue', size: 'L' });
    expect(seen.search).toBe('?colour=blue&size=L');
  });

  it('builds on the address shown once Back has left the asked-for value', () => {
    const seen = harness();
    act(() => seen.change!((last) => ({ ...last, colour: 'blue' })));
    act(() => {
      void seen.navigate!(-1);
    });
    expect(seen.shown).toEqual({ colour: 'red', size: 'S' });
    act(() => seen.change!((last) => ({ ...last, size: 'M' })));
    expect(seen.search).toBe('?colour=red&size=M');
  });
});
