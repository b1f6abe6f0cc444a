import { PLEDGE_PURPOSES } from '../contract/catalogue';
import { testConfig } from '../testing/test-config';
import { ConfigError, parseConfig } from './parse-config';
import { pledgesOffered } from './runtime-config';

const withoutPledgePaths = () => {
  const config = testConfig();
  const api: Record<string, string> = { ...config.api };
  for (const purpose of PLEDGE_PURPOSES) delete api[purpose];
  return { ...config, api };
};

describe('pledge calls in config.json (docs/api-contract.md, campaigns and pledges)', () => {
  it('a backend that lists the pledge paths offers pledges', () => {
    expect(pledgesOffered(parseConfig(testConfig()))).toBe(true);
  });

  it('a config.json written before pledges still loads, and offers none', () => {
    const config = parseConfig(withoutPledgePaths());
    expect(config.api.get_pledge_list).toBe('');
    expect(pledgesOffered(config)).toBe(false);
  });

  it('a call every backend has is still required', () => {
    const config = testConfig();
    const api: Record<string, string> = { ...config.api };
    delete api.get_project_info_list;
    expect(() => parseConfig({ ...config, api })).toThrow(
      new ConfigError(
        'config.json is malformed: api.get_project_info_list must be a non-empty string',
      ),
    );
  });
});
