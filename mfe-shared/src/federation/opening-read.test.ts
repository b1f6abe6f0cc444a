import { testConfig } from '../testing/test-config';
import { PAGE_READ_ID, homeReadRequest, pageReadMarkup, requestKey } from './opening-read';

const config = testConfig();

describe('homeReadRequest', () => {
  it('asks for the church’s project list as a guest, in the given language', () => {
    expect(homeReadRequest(config, 'en')).toEqual({
      url: `${config.apiBaseUrl}${config.api.get_project_info_list}`,
      body: JSON.stringify({ url_rewrite_id: config.churchRewriteId }),
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Accept-Language': 'en',
      },
    });
  });

  it.each([
    ['no config', null],
    ['no api paths', { ...config, api: undefined }],
    ['no list path', { ...config, api: {} }],
    ['no church id', { ...config, churchRewriteId: 7 }],
  ])('is null with %s', (_case, body) => {
    expect(homeReadRequest(body, 'zh-TW')).toBeNull();
  });
});

describe('pageReadMarkup', () => {
  const request = homeReadRequest(config, 'zh-TW');
  if (!request) throw new Error('the test config makes the request');

  it('carries the answer as data no text of it can break out of', () => {
    const body = JSON.stringify({
      Result: [{ project_name: '</script><script>alert(1)</script>' }],
    });
    const markup = pageReadMarkup(request, 200, body);
    const inner = markup.slice(markup.indexOf('>') + 1, markup.lastIndexOf('</script>'));
    expect(markup.startsWith(`<script type="application/json" id="${PAGE_READ_ID}">`)).toBe(true);
    expect(inner).not.toContain('<');
    expect(JSON.parse(inner)).toEqual({ request: requestKey(request), status: 200, body });
  });
});
