// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  chineseCharacters,
  createPageFonts,
  INTER_CUT_FAMILY,
  latinCharacters,
  PAGE_FONT_FAMILY,
  unicodeRange,
} from './page-fonts.mjs';

describe('chineseCharacters', () => {
  it('keeps each Chinese character and full-width mark once, in code point order, and drops Latin text', () => {
    expect(chineseCharacters('看看空间 KanKan 3D，看看！')).toEqual(['看', '空', '间', '，', '！'].sort());
  });
});

describe('latinCharacters', () => {
  it('keeps each other printable character once with a space, and drops Chinese text and control characters', () => {
    expect(latinCharacters('看看 KanKan\n3D，Kan!')).toEqual([' ', '!', '3', 'D', 'K', 'a', 'n']);
  });
});

describe('unicodeRange', () => {
  it('joins consecutive code points into ranges', () => {
    expect(unicodeRange(['一', '丁', '丂', '三'])).toBe('U+4e00-4e02,U+4e09');
  });
});

describe('a page’s cut of the Chinese face', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'page-fonts-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  // A style rule that makes its element bold through a custom property, as vanilla-extract writes them.
  fs.writeFileSync(path.join(dist, 'assets/page.css'), ':root{--w:700}.title_x{font-weight:var(--w)}.lead{color:red}');
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('cuts a regular face from all the page shows and a bold one from its bold text, and links both', async () => {
    const fonts = await createPageFonts(dist);
    const links = await fonts.linksFor(
      '<p class="title_x">看看空间</p><p class="lead">三维<b>相机</b></p><input placeholder="手机号">',
      ['assets/page.css'],
      '留言',
    );
    const css = /href="\/(assets\/[^"]+\.css)"/.exec(links)?.[1];
    expect(css).toBeDefined();
    const all = fs
      .readFileSync(path.join(dist, css ?? ''), 'utf8')
      .trim()
      .split('\n');
    const faces = all.filter((face) => face.includes(PAGE_FONT_FAMILY));
    expect(faces).toHaveLength(2);
    const [regular, bold] = faces;
    expect(regular).toContain(`font-family:'${PAGE_FONT_FAMILY}'`);
    expect(regular).toContain('font-weight:400');
    expect(regular).toContain(`unicode-range:${unicodeRange(chineseCharacters('看看空间三维相机手机号留言'))}`);
    expect(bold).toContain('font-weight:700');
    expect(bold).toContain(`unicode-range:${unicodeRange(chineseCharacters('看看空间相机'))}`);
    // Both cut files exist, are preloaded, and are much smaller than the full face (over 1 MB).
    const preloaded = [...links.matchAll(/rel="preload" as="font"[^>]* href="\/(assets\/[^"]+\.woff2)"/g)].map(
      (match) => match[1] ?? '',
    );
    // Inter's regular, semibold and bold cuts and the two Chinese ones.
    expect(preloaded).toHaveLength(5);
    for (const file of preloaded) expect(fs.statSync(path.join(dist, file)).size).toBeLessThan(20_000);
  });

  it('cuts Inter to the page’s Latin characters in its four weights, and no Chinese face for a page without Chinese', async () => {
    const fonts = await createPageFonts(dist);
    const links = await fonts.linksFor('<h1>KanKan Space</h1>', ['assets/page.css'], 'Message us');
    const css = /href="\/(assets\/[^"]+\.css)"/.exec(links)?.[1] ?? '';
    const faces = fs.readFileSync(path.join(dist, css), 'utf8').trim().split('\n');
    expect(faces.map((face) => /font-weight:(\d+)/.exec(face)?.[1])).toEqual(['400', '500', '600', '700']);
    for (const face of faces) {
      expect(face).toContain(`font-family:'${INTER_CUT_FAMILY}'`);
      expect(face).toContain(`unicode-range:${unicodeRange(latinCharacters('KanKan SpaceMessage us'))}`);
    }
    const preloaded = [...links.matchAll(/rel="preload" as="font"[^>]* href="\/(assets\/[^"]+\.woff2)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(preloaded).toHaveLength(3);
    // Fontsource's Latin file of a weight is about 24 kB.
    for (const file of preloaded) expect(fs.statSync(path.join(dist, file)).size).toBeLessThan(8_000);
  });
});
