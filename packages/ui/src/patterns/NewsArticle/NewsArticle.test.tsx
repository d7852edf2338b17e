import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '@kankan/i18n';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { NewsArticle } from './NewsArticle.tsx';
import { sanitizeArticleHtml } from './sanitizeArticleHtml.ts';

beforeAll(async () => {
  await activateLocale('en');
});

const hostile = [
  '<p id="root">Launch day<script>window.hacked = true</script></p>',
  '<img src="/images/news/pro.jpg" alt="Pro" onerror="window.hacked = true">',
  '<img src="https://tracker.example.com/pixel.gif" alt="pixel">',
  '<a href="javascript:window.hacked = true">Read more</a>',
  '<a href="/coreProducts" onclick="window.hacked = true" style="position:fixed">Products</a>',
  '<iframe src="https://evil.example.com"></iframe>',
  '<form action="/steal"><input name="password"></form>',
  '<svg><script>window.hacked = true</script></svg>',
  '<div onmouseover="window.hacked = true"><strong>Bold</strong> text</div>',
].join('');

describe('sanitizeArticleHtml', () => {
  const clean = sanitizeArticleHtml(hostile);

  it('removes scripts, event handlers and javascript: URLs', () => {
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/\son\w+=/i);
    expect(clean).not.toMatch(/javascript:/i);
    expect(clean).not.toContain('window.hacked');
  });

  it('removes frames, forms, svg, inline styles and ids', () => {
    expect(clean).not.toMatch(/<(iframe|form|input|svg)/i);
    expect(clean).not.toMatch(/style=|id=/i);
  });

  it('keeps text, formatting, own links and own images, and drops images from other hosts', () => {
    const box = document.createElement('div');
    box.innerHTML = clean;
    expect(box.textContent).toContain('Launch day');
    expect(box.querySelector('strong')?.textContent).toBe('Bold');
    expect(box.querySelector('a[href="/coreProducts"]')?.textContent).toBe('Products');
    const images = [...box.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/images/news/pro.jpg']);
  });
});

describe('sanitizeArticleHtml media from other hosts', () => {
  const box = (html: string) => {
    const element = document.createElement('div');
    element.innerHTML = sanitizeArticleHtml(html);
    return element;
  };
  const foreign = 'https://tracker.example.com/p.gif';

  it('drops srcset, whose addresses bypass the src check', () => {
    const clean = box(`<img src="/images/a.jpg" srcset="${foreign} 2x" alt="a">`);
    expect(clean.innerHTML).not.toContain('tracker');
    expect(clean.querySelector('img')?.getAttribute('src')).toBe('/images/a.jpg');
  });

  it('drops <picture> sources and keeps its own image', () => {
    const clean = box(
      `<picture><source srcset="${foreign}"><source src="${foreign}"><img src="/images/b.jpg" alt="b"></picture>`,
    );
    expect(clean.innerHTML).not.toContain('tracker');
    expect(clean.querySelector('img')?.getAttribute('src')).toBe('/images/b.jpg');
  });

  it('drops video, audio, sources, tracks and posters from other hosts and keeps own ones', () => {
    const clean = box(
      `<video src="${foreign}"></video><video poster="${foreign}" src="/v/own.mp4"></video>` +
        `<audio src="${foreign}"></audio><audio><source src="${foreign}"><source src="/a/own.mp3"></audio>` +
        `<video src="/v/ok.mp4" poster="/v/ok.jpg"><track src="${foreign}"></video>`,
    );
    expect(clean.innerHTML).not.toContain('tracker');
    expect([...clean.querySelectorAll('[src]')].map((e) => e.getAttribute('src'))).toEqual(['/a/own.mp3', '/v/ok.mp4']);
  });

  it('treats addresses a browser resolves to another host as foreign', () => {
    for (const src of [
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      '/\t/evil.example/x.png',
      'data:image/png;base64,AA',
      ' https://evil.example/x.png',
    ]) {
      expect(box(`<img src="${src}" alt="x">`).querySelector('img'), src).toBeNull();
    }
    expect(
      box('<table><tr><td background="https://evil.example/bg.png">cell</td></tr></table>').innerHTML,
    ).not.toContain('evil');
  });
});

describe('NewsArticle', () => {
  it('renders the title, label, date and a body in which nothing hostile runs', () => {
    Object.assign(window, { hacked: false });
    const date = Date.UTC(2026, 10, 2, 4);
    render(
      <I18nProvider i18n={i18n}>
        <NewsArticle title="Pro camera released" label="Product" date={date} content={hostile} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pro camera released' })).toBeInTheDocument();
    expect(screen.getByText('Product')).toBeInTheDocument();
    expect(screen.getByText('Nov 2, 2026')).toHaveAttribute('datetime', new Date(date).toISOString());
    const article = screen.getByRole('article');
    expect(article.querySelector('script, iframe, form, [onerror], [onclick], [onmouseover]')).toBeNull();
    expect(screen.getByText('Read more')).not.toHaveAttribute('href');
    expect((window as unknown as { hacked: boolean }).hacked).toBe(false);
  });
});
