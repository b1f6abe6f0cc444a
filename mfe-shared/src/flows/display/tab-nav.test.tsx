import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { TabNav, type TabNavItem } from './tab-nav';

const scrollIntoView = jest.fn();

beforeAll(() => {
  // jsdom has no layout, so no scrollIntoView: the test records which element asked for it.
  Element.prototype.scrollIntoView = scrollIntoView;
});

beforeEach(() => scrollIntoView.mockClear());

const items = (current: Record<string, TabNavItem['current']>): TabNavItem[] =>
  ['express', 'normal'].map((key) => ({
    key,
    to: `/order/${key}/1`,
    label: key === 'express' ? '快速奉獻' : '一般奉獻',
    current: current[key],
  }));

describe('TabNav', () => {
  it('is a named navigation of links, each to its page, the current one marked', () => {
    renderWithProviders(<TabNav label="奉獻方式" items={items({ normal: 'page' })} />);

    const nav = screen.getByRole('navigation', { name: '奉獻方式' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['快速奉獻', '/eoffering/order/express/1'],
      ['一般奉獻', '/eoffering/order/normal/1'],
    ]);
    expect(links[0]).not.toHaveAttribute('aria-current');
    expect(links[1]).toHaveAttribute('aria-current', 'page');
  });

  it("marks a section's tab 'true' on a page under it", () => {
    renderWithProviders(
      <TabNav label="會員中心" layout="fill" items={items({ express: 'true' })} />,
    );

    expect(screen.getByRole('link', { name: '快速奉獻' })).toHaveAttribute('aria-current', 'true');
  });

  it('scrolls the current tab into view when the tabs scroll sideways', async () => {
    const Switching = () => {
      const [current, setCurrent] = useState('express');
      return (
        <>
          <TabNav label="奉獻方式" items={items({ [current]: 'page' })} />
          <button type="button" onClick={() => setCurrent('normal')}>
            switch
          </button>
        </>
      );
    };
    const { user } = renderWithProviders(<Switching />);
    expect(scrollIntoView.mock.contexts).toEqual([screen.getByRole('link', { name: '快速奉獻' })]);

    await user.click(screen.getByRole('button', { name: 'switch' }));

    expect(scrollIntoView.mock.contexts).toHaveLength(2);
    expect(scrollIntoView.mock.contexts[1]).toBe(screen.getByRole('link', { name: '一般奉獻' }));
  });

  it('does not scroll the page for tabs that fill the width', () => {
    renderWithProviders(
      <TabNav label="會員中心" layout="fill" items={items({ express: 'page' })} />,
    );

    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
