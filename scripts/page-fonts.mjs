// The Chinese face of a prerendered page, cut to the characters that page shows (scripts/prerender.mjs).
//
// Fontsource's Noto Sans SC comes in about a hundred unicode-range slices per weight; a Chinese page touched most of
// them and fetched 650-830 kB of fonts before it was complete. At build time each page instead gets one file per
// weight holding exactly its own characters (the home page: 360 characters, about 50 kB), declared as the family
// PAGE_FONT_FAMILY, which the type scale lists before 'Noto Sans SC' (packages/ui tokens). A character the file lacks
// (text that arrives later: an API answer, another page reached inside the site) falls through to the slices, so the
// cut can only make a page lighter, never draw it wrongly.
//
// Which characters are bold: text inside an element that a style rule of the page gives font-weight 600 or more
// (Chinese at 600 takes the 700 face), or inside a heading, <strong>, <b> or <th>. Counting too many costs bytes in
// the bold file; missing one costs the slice that holds it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontverter from 'fontverter';
import { JSDOM } from 'jsdom';
import subsetFont from 'subset-font';

export const PAGE_FONT_FAMILY = 'Noto Sans SC Subset';

const require = createRequire(import.meta.url);
const WEIGHTS = [400, 700];
const sourceFile = (weight) =>
  require.resolve(`@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-${weight}-normal.woff2`);

/** Characters the Chinese face draws: CJK ideographs, punctuation and full-width forms (Inter draws the rest). */
export function chineseCharacters(text) {
  return [...new Set([...text].filter((character) => character.codePointAt(0) >= 0x2e80))].sort();
}

/** The CSS `unicode-range` of a set of characters, consecutive code points joined into ranges. */
export function unicodeRange(characters) {
  const points = [...new Set(characters.map((character) => character.codePointAt(0)))].sort((a, b) => a - b);
  const ranges = [];
  for (const point of points) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (point) => point.toString(16);
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

/** Whether a `font-weight` value (custom properties resolved through `variables`) is 600 or more. */
function isBold(value, variables, depth = 0) {
  const trimmed = value.replace(/!important/, '').trim();
  const variable = /^var\((--[\w-]+)(?:,\s*([^)]*))?\)$/.exec(trimmed);
  if (variable && depth < 8) {
    const resolved = variables.get(variable[1]) ?? variable[2];
    return resolved !== undefined && isBold(resolved, variables, depth + 1);
  }
  return trimmed === 'bold' || trimmed === 'bolder' || Number(trimmed) >= 600;
}

/** The selectors of a style sheet's rules that set a bold weight; its custom properties go into `variables`. */
function boldSelectorsOf(css, variables) {
  const rules = [];
  for (const match of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = match[1].trim();
    const declarations = match[2];
    for (const property of declarations.matchAll(/(--[\w-]+)\s*:\s*([^;]+)/g))
      variables.set(property[1], property[2].trim());
    if (selector.startsWith('@')) continue;
    const weight = /(?:^|;)\s*font-weight\s*:\s*([^;]+)/.exec(declarations);
    if (weight) rules.push({ selector, weight: weight[1] });
  }
  return rules;
}

/** Cuts each page's faces from the full Chinese files, writing fonts and style sheets into `dist`. */
export async function createPageFonts(dist) {
  const sources = new Map();
  for (const weight of WEIGHTS)
    sources.set(weight, await fontverter.convert(fs.readFileSync(sourceFile(weight)), 'sfnt'));
  const sheets = new Map();
  const written = new Map();

  async function fontFile(weight, characters) {
    const key = `${weight}:${characters.join('')}`;
    if (!written.has(key)) {
      const font = await subsetFont(sources.get(weight), characters.join(''), { targetFormat: 'woff2' });
      const file = `assets/${createHash('sha256').update(font).digest('base64url').slice(0, 10)}.woff2`;
      fs.writeFileSync(path.join(dist, file), font);
      written.set(key, file);
    }
    return written.get(key);
  }

  return {
    /**
     * The `<link>` tags of a page's Chinese faces (a style sheet and the font files to preload), or '' when the page
     * shows no Chinese: `body` is the page's markup inside #root, `cssFiles` its style sheets (paths inside dist),
     * `lateText` what the page draws in regular weight once live that the markup lacks.
     */
    async linksFor(body, cssFiles, lateText = '') {
      const dom = new JSDOM(`<div id="root">${body}</div>`);
      const { document, NodeFilter } = dom.window;
      const root = document.getElementById('root');
      if (!root) return '';
      const variables = new Map();
      const rules = cssFiles.flatMap((file) => {
        if (!sheets.has(file)) sheets.set(file, fs.readFileSync(path.join(dist, file), 'utf8'));
        return boldSelectorsOf(sheets.get(file), variables);
      });
      const bold = new Set(root.querySelectorAll('h1, h2, h3, h4, h5, h6, strong, b, th'));
      for (const { selector, weight } of rules) {
        if (!isBold(weight, variables)) continue;
        try {
          for (const element of root.querySelectorAll(selector)) bold.add(element);
        } catch {
          // A selector jsdom cannot match (a pseudo-element): a state the prerendered page is not in.
        }
      }
      const all = [lateText];
      const heavy = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        all.push(node.data);
        for (let element = node.parentElement; element && element !== root; element = element.parentElement)
          if (bold.has(element)) {
            heavy.push(node.data);
            break;
          }
      }
      for (const field of root.querySelectorAll('[placeholder]')) all.push(field.getAttribute('placeholder') ?? '');
      dom.window.close();

      const faces = [];
      const preloads = [];
      for (const [weight, text] of [
        [400, all],
        [700, heavy],
      ]) {
        const characters = chineseCharacters(text.join(''));
        if (characters.length === 0) continue;
        const file = await fontFile(weight, characters);
        preloads.push(file);
        faces.push(
          `@font-face{font-family:'${PAGE_FONT_FAMILY}';font-style:normal;font-weight:${weight};font-display:swap;` +
            `src:url(/${file}) format('woff2');unicode-range:${unicodeRange(characters)}}`,
        );
      }
      if (faces.length === 0) return '';
      const css = `${faces.join('\n')}\n`;
      const cssFile = `assets/${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
      fs.writeFileSync(path.join(dist, cssFile), css);
      return [
        `<link rel="stylesheet" crossorigin href="/${cssFile}">`,
        ...preloads.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`),
      ]
        .map((tag) => `  ${tag}\n`)
        .join('');
    },
  };
}
