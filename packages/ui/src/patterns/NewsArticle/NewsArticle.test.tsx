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
