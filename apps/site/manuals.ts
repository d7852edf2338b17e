/**
 * The manuals of the downloads page (/service/down), written as PDFs at build time from the site's own words: each
 * manual's title and summary from the downloads page and the lessons of the video tutorials (tutorials.ts), in
 * English and then in Chinese, the Chinese text from the site's catalogues. Chinese glyphs come from the bundled
 * Noto Sans SC slices (one per unicode range): each run of text is set in the slice that has its characters, and
 * the PDF embeds only the glyphs it uses.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const fontkit = require('fontkit') as {
  openSync: (file: string) => { hasGlyphForCodePoint: (codePoint: number) => boolean };
};

const root = path.resolve(import.meta.dirname, '../..');

/** The site's translations: English message → Chinese, from every zh catalogue. */
function chineseCatalogue(): Map<string, string> {
  const dir = path.join(root, 'packages/i18n/src/locales/zh');
  const messages = new Map<string, string>();
  const unquote = (block: string) =>
    [...block.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => JSON.parse(`"${match[1] ?? ''}"`) as string).join('');
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.po'))) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const entry of text.matchAll(/^msgid ((?:".*"\n)+)msgstr ((?:".*"\n?)+)/gm)) {
      messages.set(unquote(entry[1] ?? ''), unquote(entry[2] ?? ''));
    }
  }
  return messages;
}

/** The lessons of the video tutorials, English list, as the site writes them. */
function lessons(): { title: string; text: string }[] {
  const source = fs.readFileSync(path.join(root, 'apps/site/src/pages/support/tutorials.ts'), 'utf8');
  const english = source.slice(source.indexOf('const en: Lesson[]'));
  return [...english.matchAll(/title: t`([^`]+)`,\s*description: t`([^`]+)`/g)].map((match) => ({
    title: match[1] ?? '',
    text: match[2] ?? '',
  }));
}

export interface Manual {
  file: string;
  title: string;
  summary: string;
}

/** The four documents of the downloads page, with the page's own titles and summaries. */
export const MANUALS: readonly Manual[] = [
  {
    file: 'kankan-pro-user-manual.pdf',
    title: 'Pro user manual',
    summary: 'Setting up, shooting, charging, care and technical data of the eight-lens Pro camera.',
  },
  {
    file: 'kankan-lite-user-manual.pdf',
    title: 'Lite user manual',
    summary: 'Everything about the two-lens Lite camera, from the first start to cleaning the lenses.',
  },
  {
    file: 'kankan-minion-user-manual.pdf',
    title: 'Minion user manual',
    summary: 'Setting up and shooting with the Minion camera, with its care instructions.',
  },
  {
    file: 'kankan-quick-start-guide.pdf',
    title: 'Quick start guide',
    summary: 'Two printable pages with the five steps from unboxing to a shared scene.',
  },
];

type Slice = { file: string; font: ReturnType<typeof fontkit.openSync> };

function chineseSlices(): Slice[] {
  const dir = path.join(root, 'node_modules/@fontsource/noto-sans-sc/files');
  return fs
    .readdirSync(dir)
    .filter((name) => /-400-normal\.woff$/.test(name))
    .map((name) => ({ file: path.join(dir, name), font: fontkit.openSync(path.join(dir, name)) }))
    .filter((slice) => {
      // A slice whose character map fontkit cannot read is of no use here.
      try {
        slice.font.hasGlyphForCodePoint(0x4e00);
        return true;
      } catch {
        return false;
      }
    });
}

/** Splits text into runs that one slice can set, character by character. */
function runs(text: string, slices: Slice[]): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 32;
    const last = out.at(-1);
    if (last && (character === ' ' || last.file === '')) {
      last.text += character;
      continue;
    }
    const slice = slices.find((candidate) => candidate.font.hasGlyphForCodePoint(codePoint));
    // Helvetica, the PDF's built-in face, sets Latin-1 only: anything else without a slice would print as garbage.
    if (!slice && codePoint > 0xff) throw new Error(`manuals: no bundled glyph for “${character}”`);
    const file = slice?.file ?? 'Helvetica';
    if (last?.file === file) last.text += character;
    else out.push({ file, text: character });
  }
  return out;
}

/** One manual as PDF bytes. */
export async function manualPdf(manual: Manual): Promise<Buffer> {
  const zh = chineseCatalogue();
  const slices = chineseSlices();
  const steps = lessons();
  const document = new PDFDocument({ size: 'A4', margin: 56, info: { Title: manual.title } });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => document.on('end', () => resolve()));

  const write = (text: string, size: number, chinese: boolean, gap = 8) => {
    document.fontSize(size);
    if (!chinese) {
      document.font('Helvetica').text(text, { paragraphGap: gap });
      return;
    }
    const parts = runs(text, slices);
    parts.forEach((part, index) => {
      document.font(part.file).text(part.text, {
        continued: index < parts.length - 1,
        paragraphGap: gap,
      });
    });
  };
  const translated = (english: string) => zh.get(english) || english;

  write(manual.title, 22, false);
  write(manual.summary, 12, false, 16);
  steps.forEach((step, index) => {
    write(`${index + 1}. ${step.title}`, 14, false, 2);
    write(step.text, 11, false, 10);
  });
  document.addPage();
  write(translated(manual.title), 22, true);
  write(translated(manual.summary), 12, true, 16);
  steps.forEach((step, index) => {
    write(`${index + 1}. ${translated(step.title)}`, 14, true, 2);
    write(translated(step.text), 11, true, 10);
  });
  document.end();
  await done;
  return Buffer.concat(chunks);
}
