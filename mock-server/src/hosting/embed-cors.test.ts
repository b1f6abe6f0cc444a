import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { loadSettings } from '../core/settings';
import { testApp } from '../../test-support/test-app';

const CHURCH = 'https://www.church.example';
const OTHER = 'https://elsewhere.example';

const app = () => testApp({ settings: { embedOrigins: [CHURCH] } });

describe('CORS for the giving widget on a church website', () => {
  it('reads EMBED_ORIGINS as a list of origins', () => {
    const settings = loadSettings(
      { EMBED_ORIGINS: ' https://www.church.example/home , http://127.0.0.1:4100 ,' },
      { dataFile: null },
    );
    expect(settings.embedOrigins).toEqual([CHURCH, 'http://127.0.0.1:4100']);
    expect(loadSettings({}, { dataFile: null }).embedOrigins).toEqual([]);
  });

  it('lets a listed origin read config.json, the project list and the images', async () => {
    const t = app();
    const config = await request(t.app).get('/eoffering/config.json').set('Origin', CHURCH);
    expect(config.headers['access-control-allow-origin']).toBe(CHURCH);
    expect(config.headers['vary']).toMatch(/Origin/);

    const list = await request(t.app)
      .post(t.settings.api.get_project_info_list)
      .set('Origin', CHURCH)
      .send({ url_rewrite_id: t.settings.churchRewriteId });
    expect(list.status).toBe(200);
    expect(list.headers['access-control-allow-origin']).toBe(CHURCH);
    expect(list.body.Result.length).toBeGreaterThan(0);

    const image = await request(t.app).get('/media/projects/general.svg').set('Origin', CHURCH);
    expect(image.status).toBe(200);
    expect(image.headers['access-control-allow-origin']).toBe(CHURCH);
  });

  it('answers the preflight of the JSON POST for a listed origin only', async () => {
    const t = app();
    const preflight = (origin: string) =>
      request(t.app)
        .options(t.settings.api.get_project_info_list)
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type');

    const listed = await preflight(CHURCH);
    expect(listed.status).toBe(204);
    expect(listed.headers).toMatchObject({
      'access-control-allow-origin': CHURCH,
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'Content-Type',
    });

    const unlisted = await preflight(OTHER);
    expect(unlisted.status).toBe(204);
    expect(unlisted.headers['access-control-allow-origin']).toBeUndefined();
    expect(unlisted.headers['access-control-allow-methods']).toBeUndefined();
  });

  it.each([
    ['an unlisted origin', OTHER, '/eoffering/config.json'],
    ['a member call', CHURCH, '/api/member/donor-info'],
    ['sign-in', CHURCH, '/signin'],
    ['the app page', CHURCH, '/eoffering/'],
  ])('gives no CORS header to %s', async (_case, origin, path) => {
    const res = await request(app().app).get(path).set('Origin', origin);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('/eoffering/embed.js', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'eoffering-embed-'));
    mkdirSync(join(root, 'giving'));
    writeFileSync(join(root, 'giving', 'embed.js'), 'customElements.define("x", class {});');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('serves the giving build’s embed.js at a fixed address, not cached', async () => {
    const dist = { shell: join(root, 'none'), giving: join(root, 'giving'), memberCenter: root };
    const res = await request(testApp({ settings: { dist } }).app).get('/eoffering/embed.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('customElements.define');
  });
});
