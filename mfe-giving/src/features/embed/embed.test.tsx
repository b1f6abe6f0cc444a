import { installFakeApi, type FakeApi } from '@eoffering/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { aProject } from '../../testing/fixtures';
import { mount } from './embed';

let api: FakeApi;
let host: HTMLElement;

beforeEach(() => {
  api = installFakeApi();
  // The main website's element the widget is mounted into.
  host = document.createElement('div');
  document.body.append(host);
});

afterEach(() => {
  api.uninstall();
  host.remove();
});

describe('./embed widget for the main website', () => {
  it("lists the church's projects, each linking into eoffering's project page", async () => {
    api.ok('get_project_info_list', [
      aProject(),
      aProject({ project_aid: 2, project_name: '建堂基金', project_intro_en: 'New sanctuary' }),
    ]);
    let unmount: () => void = () => undefined;
    act(() => {
      unmount = mount(host, { language: 'en' });
    });

    const link = await within(host).findByRole('link', { name: 'Start donating to 建堂基金' });
    expect(link).toHaveAttribute('href', '/eoffering/project_detail/2');
    expect(within(host).getByText('New sanctuary')).toBeVisible();
    expect(within(host).getByRole('link', { name: 'Start donating to 一般奉獻' })).toHaveAttribute(
      'href',
      '/eoffering/project_detail/1',
    );
    expect(api.bodiesOf('get_project_info_list')).toEqual([{ url_rewrite_id: 'test-church' }]);

    act(() => unmount());
    expect(host).toBeEmptyDOMElement();
  });

  it('says so when the projects cannot be read', async () => {
    api.on('get_project_info_list', () => ({
      body: { RC: 404, RM: 'not found', Result: [{ msg: 'no such church' }] },
    }));
    act(() => {
      mount(host, { language: 'en' });
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The giving projects could not be loaded.',
    );
  });
});
