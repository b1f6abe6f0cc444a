import { fill, html } from './html';

describe('fill', () => {
  it('escapes text and keeps markup made by html', () => {
    const page = fill('gateway/pages/already-decided.html', { returnUrl: '/r?a=1&b="<x>"' });
    expect(page.markup).toContain('href="/r?a=1&amp;b=&quot;&lt;x&gt;&quot;"');
    const frame = fill('gateway/pages/frame.html', { title: 'T', body: html`<p>${'<i>'}</p>` });
    expect(frame.markup).toContain('<main class="sheet"><p>&lt;i&gt;</p></main>');
  });

  it('refuses a template whose placeholder has no value', () => {
    expect(() => fill('gateway/pages/refusal.html', {})).toThrow(
      'gateway/pages/refusal.html: no value for reason',
    );
  });
});
