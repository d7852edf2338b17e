/**
 * The manuals of the downloads page (/service/down), written as PDFs at build time: each manual's words come from
 * manualContent.ts, in English and then, on a page of its own, in Chinese. Chinese glyphs come from the bundled
 * Noto Sans SC slices (one per unicode range): each run of text is set in the slice that has its characters, and
 * the PDF embeds only the glyphs it uses.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { manualText, type ManualId, type ManualLang } from './manualContent.ts';

const require = createRequire(import.meta.url);
const fontkit = require('fontkit') as {
  openSync: (file: string) => { hasGlyphForCodePoint: (codePoint: number) => boolean };
};

const root = path.resolve(import.meta.dirname, '../..');

export interface Manual {
  file: string;
  id: ManualId;
}

/** The four documents of the downloads page. */
export const MANUALS: readonly Manual[] = [
  { file: 'kankan-pro-user-manual.pdf', id: 'pro' },
  { file: 'kankan-lite-user-manual.pdf', id: 'lite' },
  { file: 'kankan-minion-user-manual.pdf', id: 'minion' },
  { file: 'kankan-quick-start-guide.pdf', id: 'quickStart' },
];

type Slice = { file: string; font: ReturnType<typeof fontkit.openSync> };

let slicesRead: Slice[] | undefined;

/** The bundled Chinese slices, read once per process. */
function chineseSlices(): Slice[] {
  slicesRead ??= readSlices();
  return slicesRead;
}

function readSlices(): Slice[] {
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
  const slices = chineseSlices();
  const english = manualText(manual.id, 'en');
  const document = new PDFDocument({ size: 'A4', margin: 56, info: { Title: english.title } });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => document.on('end', () => resolve()));

  const write = (text: string, size: number, lang: ManualLang, gap = 8) => {
    document.fontSize(size);
    if (lang === 'en') {
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

  (['en', 'zh'] as const).forEach((lang, index) => {
    if (index > 0) document.addPage();
    const text = manualText(manual.id, lang);
    write(text.title, 22, lang);
    write(text.summary, 12, lang, 16);
    for (const section of text.sections) {
      write(section.heading, 15, lang, 6);
      const colon = lang === 'en' ? ': ' : '：';
      for (const [label, value] of section.figures ?? []) write(`${label}${colon}${value}`, 11, lang, 3);
      (section.steps ?? []).forEach((step, number) => write(`${number + 1}. ${step}`, 11, lang, 4));
      for (const paragraph of section.paragraphs ?? []) write(paragraph, 11, lang, 6);
      document.moveDown(0.8);
    }
  });
  document.end();
  await done;
  return Buffer.concat(chunks);
}
