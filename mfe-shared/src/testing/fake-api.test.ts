import { callApi } from '../api/call-api';
import { aProject } from './contract-fixtures';
import { installFakeApi, type FakeApi } from './fake-api';

describe('FakeApi is bound to the contract (docs/api-contract.md)', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
  });
  afterEach(() => api.uninstall());

  it('answers a canned Result the contract allows', async () => {
    api.ok('get_project_info_detail', aProject({ project_aid: 4 }));
    await expect(callApi('get_project_info_detail', { project_aid: 4 })).resolves.toEqual(
      aProject({ project_aid: 4 }),
    );
  });

  it.each([
    ['a field of the wrong type', { ...aProject(), if_tra: 2 }, 'if_tra'],
    ['a missing field', { ...aProject(), project_name: undefined }, 'project_name'],
    ['no object at all', 'done', '(root)'],
  ])('refuses a canned Result with %s, naming where', (_label, result, path) => {
    const script = () =>
      (api.ok as (target: 'get_project_info_detail', result: unknown) => FakeApi)(
        'get_project_info_detail',
        result,
      );
    expect(script).toThrow(
      `FakeApi: the canned get_project_info_detail answer breaks the contract at ${path}`,
    );
  });

  it('fails a call whose body the backend would refuse, naming where', async () => {
    api.ok('get_project_info_detail', aProject());
    const send = callApi as (purpose: 'get_project_info_detail', body: unknown) => Promise<unknown>;
    await expect(send('get_project_info_detail', { project_aid: 'four' })).rejects.toMatchObject({
      kind: 'network',
    });
    const breach =
      'FakeApi: the get_project_info_detail request breaks the contract at project_aid';
    expect(api.breaches).toEqual([breach]);
    // The test that sent it fails even when the page swallowed the failure.
    expect(() => api.uninstall()).toThrow(breach);
    api.breaches.length = 0;
  });
});
