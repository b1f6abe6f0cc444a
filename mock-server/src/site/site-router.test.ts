import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import request from 'supertest';
import { verifyToken } from '../core/auth';
import { passwordHash } from '../auth/auth-password';
import { expectRcError } from '../testing/rc-error';
import { testApp } from '../testing/test-app';

describe('main-website stand-in', () => {
  it.each([
    ['/', '歡迎來到'],
    ['/login', '會員登入'],
    ['/register', '註冊會員'],
    ['/privacy', '隱私權政策'],
    ['/password-reset', '重設密碼'],
    ['/member/profile', '會員資料'],
  ])('renders %s as a page without inline script', async (path, heading) => {
    const res = await request(testApp().app).get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain(heading);
    expect(res.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(res.text).not.toMatch(/\son[a-z]+=/i);
  });

  it.each([
    ['inactive', '由於 5 分鐘沒有操作，您已被登出。', 'no activity for 5 minutes'],
    ['expired', '您的登入已逾時，請重新登入。', 'Your sign-in has expired.'],
  ])(
    'the login page says why the portal sent a member whose session ended: %s',
    async (reason, zh, en) => {
      const res = await request(testApp().app).get(`/login?reason=${reason}`);
      expect(res.text).toContain(zh);
      expect(res.text).toContain(en);
    },
  );

  it.each(['', '?reason=<script>', '?reason=toString'])(
    'the login page explains nothing for %j',
    async (query) => {
      const res = await request(testApp().app).get(`/login${query}`);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('signed-out-reason');
    },
  );

  it('links the login page to the password reset page', async () => {
    const res = await request(testApp().app).get('/login');
    expect(res.text).toContain('href="/password-reset"');
  });

  it('shows the giving widget on the home page, as any church website would', async () => {
    const res = await request(testApp().app).get('/');
    expect(res.text).toContain('<script src="/eoffering/embed.js" defer></script>');
    expect(res.text).toContain('<eoffering-giving lang="zh-TW"></eoffering-giving>');
  });

  it('serves its stylesheet, scripts and the project images', async () => {
    const app = testApp().app;
    for (const path of [
      '/site/site.css',
      '/site/site-auth.js',
      '/site/login.js',
      '/media/projects/general.svg',
      '/media/pay/credit.svg',
    ]) {
      expect((await request(app).get(path)).status).toBe(200);
    }
  });

  it('registers a member who can then sign in, and refuses the same phone twice', async () => {
    const t = testApp();
    const body = {
      member_name: '張三',
      cell_phone: '0955666777',
      email: 'zhang@example.org',
      password: passwordHash('Secret123'),
    };
    const res = await request(t.app).post('/register').send(body);
    expect(res.status).toBe(200);
    expect(res.body.RC).toBe(200);
    expect(verifyToken(res.body.Result, t.settings, new Date())?.member_name).toBe('張三');
    const signin = await request(t.app)
      .post('/signin')
      .send({ userid: 'zhang@example.org', password: passwordHash('Secret123') });
    expect(signin.status).toBe(200);
    const again = await request(t.app)
      .post('/register')
      .send({ ...body, email: 'other@example.org' });
    // The sign-up page reads RC like the app does: a taken phone is RC 409 over HTTP 200.
    expectRcError(again, 409, 'this phone number or e-mail is already registered');
    expect(t.store.read().members.filter((m) => m.cell_phone === body.cell_phone)).toHaveLength(1);
  });
});

describe('login page return path: only a path inside the app', () => {
  const safeReturnPath = (raw: string | null): string => {
    const site: Record<string, unknown> = { location: { origin: 'http://localhost:3000' } };
    runInNewContext(
      readFileSync(join(__dirname, '..', '..', 'public', 'site', 'site-auth.js'), 'utf8'),
      { window: site, URL, TextEncoder },
    );
    return (
      site.EofferingSite as { safeReturnPath: (value: string | null) => string }
    ).safeReturnPath(raw);
  };

  it.each([
    ['/eoffering/member_center/home', '/eoffering/member_center/home'],
    ['/member_center/home', '/eoffering/member_center/home'],
    ['/order/normal/1?x=1#top', '/eoffering/order/normal/1?x=1#top'],
    [null, '/eoffering/'],
    ['', '/eoffering/'],
    ['https://evil.example', '/eoffering/'],
    ['//evil.example', '/eoffering/'],
    ['/\\evil.example', '/eoffering/'],
    ['javascript:alert(1)', '/eoffering/'],
    ['/\tjavascript:alert(1)', '/eoffering/'],
  ])('%p -> %p', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });
});
