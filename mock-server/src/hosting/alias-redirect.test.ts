import request from 'supertest';
import { testApp } from '../../test-support/test-app';

// The public origin of testApp is http://localhost:3000; its loopback names are its aliases.
describe('the aliases of the public origin redirect page requests to it', () => {
  it.each([
    ['127.0.0.1:3000', '/eoffering/'],
    ['127.0.0.1:3000', '/eoffering/order/express/1?item=2&amount=500'],
    ['[::1]:3000', '/eoffering/order/result/7'],
    ['127.0.0.1:3000', '/login'],
    ['127.0.0.1:3000', '/'],
  ])('a page on %s (%s) moves for good to the same path on localhost', async (host, path) => {
    const res = await request(testApp().app).get(path).set('Host', host).set('Accept', 'text/html');
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe(`http://localhost:3000${path}`);
  });

  it.each([
    ['the public origin itself', 'localhost:3000', '/eoffering/', 'text/html'],
    ['another port', '127.0.0.1:4000', '/eoffering/', 'text/html'],
    ['a host that is no alias', 'evil.example', '/eoffering/', 'text/html'],
    ['a file (the widget’s script)', '127.0.0.1:3000', '/eoffering/config.json', '*/*'],
    ['the gateway', '127.0.0.1:3000', '/gateway/card', 'text/html'],
    ['the merchant return', '127.0.0.1:3000', '/gateway/merchant/return/X1', 'text/html'],
  ])('%s is answered where it was asked', async (_what, host, path, accept) => {
    const res = await request(testApp().app).get(path).set('Host', host).set('Accept', accept);
    expect(res.status).not.toBe(308);
  });

  it('never redirects a POST (an API call keeps its body)', async () => {
    const res = await request(testApp().app)
      .post('/api/project/info-list')
      .set('Host', '127.0.0.1:3000')
      .send({ url_rewrite_id: 'grace-taipei' });
    expect(res.status).toBe(200);
  });
});
