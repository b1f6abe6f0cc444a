import { installFakeApi, type FakeApi } from '@eoffering/shared/testing';
import { orderDraft } from '@eoffering/shared';
import { act, screen } from '@testing-library/react';
import { aProject, anItem } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import { OrderScreen } from './order-screen';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  localStorage.clear();
});
afterEach(() => api.uninstall());

const partner = aProject({
  project_aid: 4,
  project_name: '聖誕愛心禮物',
  project_name_en: 'Christmas gifts of love',
  if_tra: 0,
  project_link_url: 'https://example.org/christmas-gifts',
});

const renderExpress = (project: ReturnType<typeof aProject>, language: 'en' | 'zh-TW') => {
  api
    .ok('get_project_info_detail', project)
    .ok('get_project_items', [anItem({ item_aid: 11, item_name: '聖誕禮物' })]);
  return renderPage(
    'order/express/:projectAid',
    <OrderScreen view="express">{() => <p>the amount step</p>}</OrderScreen>,
    { route: '/order/express/4?item=11&amount=1000', language },
  );
};

describe('order screen of a project that takes no gifts here (if_tra 0)', () => {
  it.each([
    [
      'en',
      'Gifts to this project are not made here',
      'A partner charity receives the gifts to Christmas gifts of love on its own website, example.org.',
      'Give on example.org',
    ],
    [
      'zh-TW',
      '此專案不在本網站收受奉獻',
      '「聖誕愛心禮物」由合作機構在其網站 example.org 收受奉獻。',
      '前往 example.org 奉獻',
    ],
  ] as const)(
    '%s: refused at the first step with the partner’s link',
    async (language, title, text, link) => {
      renderExpress(partner, language);
      const notice = await screen.findByRole('alert', { name: title });
      expect(notice).toHaveTextContent(text);
      expect(screen.getByRole('link', { name: link })).toHaveAttribute(
        'href',
        'https://example.org/christmas-gifts',
      );
      expect(screen.queryByText('the amount step')).toBeNull();
    },
  );

  it('without a usable link names the church office and its phone', async () => {
    renderExpress({ ...partner, project_link_url: 'javascript:alert(1)' }, 'en');
    const notice = await screen.findByRole('alert', {
      name: 'Gifts to this project are not made here',
    });
    expect(notice).toHaveTextContent(
      /^Gifts to this project are not made hereChristmas gifts of love cannot be given to online\. Please contact the church office, 02-1234-5678\.$/,
    );
    expect(screen.queryByRole('link', { name: /Give on/ })).toBeNull();
  });

  it('a project taking gifts here shows its amount step', async () => {
    renderExpress({ ...partner, if_tra: 1 }, 'en');
    expect(await screen.findByText('the amount step')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

// docs/decisions.md, 'The keypad answers': the flows save the draft on every key; a screen that
// re-rendered whole on each save kept a phone's keypad from answering in time.
describe('order screen of a project in the address', () => {
  it('is not drawn again when the flow saves the draft', async () => {
    const flow = jest.fn(() => <p>the amount step</p>);
    api
      .ok('get_project_info_detail', aProject({ project_aid: 4 }))
      .ok('get_project_items', [anItem({ item_aid: 11 })]);
    renderPage('order/express/:projectAid', <OrderScreen view="express">{flow}</OrderScreen>, {
      route: '/order/express/4',
      language: 'en',
    });
    await screen.findByText('the amount step');
    const drawn = flow.mock.calls.length;
    act(() => {
      orderDraft.save({
        project_aid: 4,
        item_package: [{ item_aid: 11, item_name: '什一奉獻', package_amount: 12 }],
      });
    });
    expect(flow).toHaveBeenCalledTimes(drawn);
    expect(orderDraft.get().amount).toBe(12);
  });
});
