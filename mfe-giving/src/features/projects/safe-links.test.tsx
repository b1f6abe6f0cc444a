import { render, screen } from '@testing-library/react';
import { withSafeLinks } from './safe-links';

const renderText = (text: string) => render(<p data-testid="text">{withSafeLinks(text)}</p>);

describe('withSafeLinks: server text stays text, only http(s) URLs link', () => {
  it.each([
    ['an http link', 'See http://church.test/news for news', 'http://church.test/news'],
    [
      'an https link',
      'Give at https://church.test/give?x=1&y=2',
      'https://church.test/give?x=1&y=2',
    ],
    ['a link before a full stop', 'Read https://church.test/about.', 'https://church.test/about'],
    ['a link in Chinese punctuation', '請看https://church.test/a，謝謝', 'https://church.test/a'],
  ])('turns %s into a new-tab anchor without opener or referrer', (_name, text, href) => {
    renderText(text);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent(href);
    expect(screen.getByTestId('text')).toHaveTextContent(text);
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['an img tag with onerror', '<img src=x onerror="alert(1)">'],
    ['an anchor tag with a javascript: href', '<a href="javascript:alert(1)">click</a>'],
    ['a script tag', '<script>alert(1)</script>'],
    ['a scheme without a host', 'https:// is not a link'],
  ])('shows %s as plain text', (_name, text) => {
    const { container } = renderText(text);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.querySelector('img, script, a')).toBeNull();
    expect(screen.getByTestId('text').textContent).toBe(text);
  });

  it('links only the http part of mixed text and keeps the rest as text', () => {
    const text =
      'Bad: javascript:alert(1) <img src=x onerror=alert(2)> good: https://church.test/x';
    const { container } = renderText(text);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveAttribute('href', 'https://church.test/x');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('text').textContent).toBe(text);
  });

  it('links every URL when there are several', () => {
    renderText('One http://a.test/1 and two https://b.test/2');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'http://a.test/1',
      'https://b.test/2',
    ]);
  });
});
