// The faces of a prerendered page, cut to the characters that page shows (scripts/prerender.mjs).
//
// Fontsource's Noto Sans SC comes in many unicode-range slices per weight, and a Chinese page touches most
// of them. At build time each page instead gets one file per
// weight holding exactly its own characters, declared as the family
// PAGE_FONT_FAMILY, which the type scale lists before 'Noto Sans SC' (packages/ui tokens). A character the file lacks
// (text that arrives later: an API answer, another page reached inside the site) falls through to the slices, so the
// cut can only make a page lighter, never draw it wrongly.
//
// Inter is cut the same way (INTER_CUT_FAMILY, listed before 'Inter'): a page uses a small part of Fontsource's Latin
// file. Its four weights are each cut to all the page's Latin characters (which weight draws which
// text is not worked out: a face missing from the cut would take its weight from the cut's nearest one, not from
// Inter); regular, semibold and bold are preloaded, as the template preloads the full ones (apps/site/vite.config.ts).
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
export const INTER_CUT_FAMILY = 'Inter Subset';

const require = createRequire(import.meta.url);
const WEIGHTS = [400, 700];
const INTER_WEIGHTS = [400, 500, 600, 700];
const INTER_PRELOADED = new Set([400, 600, 700]);
/**
 * The OpenType features a cut keeps: those browsers apply to Latin and Chinese text by default, and tabular figures
 * (`font-variant-numeric: tabular-nums`, the only feature the style sheets ask for). The others (stylistic sets,
 * alternates) bring glyphs no page draws: about a fifth of a cut of Inter.
 */
const KEPT_FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rvrn', 'tnum'];
const sourceFile = (weight) =>
  require.resolve(`@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-${weight}-normal.woff2`);
const interFile = (weight) => require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff2`);

/** Characters the Chinese face draws: CJK ideographs, punctuation and full-width forms (Inter draws the rest). */
export function chineseCharacters(text) {
  return [...new Set([...text].filter((character) => character.codePointAt(0) >= 0x2e80))].sort();
}

/** Characters Inter draws: the page's other printable characters (a space always: every page has one). */
export function latinCharacters(text) {
  const latin = [...text].filter((character) => {
    const point = character.codePointAt(0);
    return point >= 0x20 && point < 0x2e80 && !(point >= 0x7f && point < 0xa0);
  });
  return [...new Set([' ', ...latin])].sort();
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
    sources.set(`noto${weight}`, await fontverter.convert(fs.readFileSync(sourceFile(weight)), 'sfnt'));
  for (const weight of INTER_WEIGHTS)
    sources.set(`inter${weight}`, await fontverter.convert(fs.readFileSync(interFile(weight)), 'sfnt'));
  const sheets = new Map();
  const written = new Map();

  async function fontFile(source, characters) {
    const key = `${source}:${characters.join('')}`;
    if (!written.has(key)) {
      const font = await subsetFont(sources.get(source), characters.join(''), {
        targetFormat: 'woff2',
        keepFeatures: KEPT_FEATURES,
      });
      const file = `assets/${createHash('sha256').update(font).digest('base64url').slice(0, 10)}.woff2`;
      fs.writeFileSync(path.join(dist, file), font);
      written.set(key, file);
    }
    return written.get(key);
  }

  return {
    /**
     * The `<link>` tags of a page's cut faces (a style sheet and the font files to preload): `body` is the page's
     * markup inside #root, `cssFiles` its style sheets (paths inside dist), `lateText` what the page draws in regular
     * weight once live that the markup lacks.
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
        // The native <select> react-aria hides beside its Select for autofill (every country of the area-code list)
        // is never drawn.
        if (node.parentElement?.closest('[aria-hidden="true"] select')) continue;
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
      const face = (family, weight, file, characters) =>
        `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};font-display:swap;` +
        `src:url(/${file}) format('woff2');unicode-range:${unicodeRange(characters)}}`;
      const latin = latinCharacters(all.join(''));
      for (const weight of INTER_WEIGHTS) {
        const file = await fontFile(`inter${weight}`, latin);
        if (INTER_PRELOADED.has(weight)) preloads.push(file);
        faces.push(face(INTER_CUT_FAMILY, weight, file, latin));
      }
      for (const [weight, text] of [
        [400, all],
        [700, heavy],
      ]) {
        const characters = chineseCharacters(text.join(''));
        if (characters.length === 0) continue;
        const file = await fontFile(`noto${weight}`, characters);
        preloads.push(file);
        faces.push(face(PAGE_FONT_FAMILY, weight, file, characters));
      }
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
