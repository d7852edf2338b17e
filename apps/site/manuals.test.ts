// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CAMERA_SPECS, defaultBrand, UPLOAD_SPEED_MB_S, WARRANTY } from '@kankan/domain';
import { manualText, type ManualId, type ManualText } from './manualContent.ts';
import { MANUALS, manualPdf } from './manuals.ts';

const IDS: ManualId[] = ['pro', 'lite', 'minion', 'quickStart'];
const CHINESE = /[\u4e00-\u9fff]/;

/** Every word of a manual, one string. */
function allText(text: ManualText): string {
  return [
    text.title,
    text.summary,
    ...text.sections.flatMap((section) => [
      section.heading,
      ...(section.figures ?? []).flat(),
      ...(section.steps ?? []),
      ...(section.paragraphs ?? []),
    ]),
  ].join('\n');
}

describe('the downloads page manuals', () => {
  it('each camera manual gives that camera its own figures from the domain', () => {
    const pro = allText(manualText('pro', 'en'));
    expect(pro).toContain(`${CAMERA_SPECS.pro.resolution.width} × ${CAMERA_SPECS.pro.resolution.height}`);
    expect(pro).toContain(`${CAMERA_SPECS.pro.weightG} g`);
    expect(pro).toContain(`${CAMERA_SPECS.pro.storageGb} GB`);
    expect(pro).toContain(`${UPLOAD_SPEED_MB_S.pro} MB/s`);
    const lite = allText(manualText('lite', 'zh'));
    expect(lite).toContain(`${CAMERA_SPECS.lite.batteryMah} mAh`);
    expect(lite).toContain(`${CAMERA_SPECS.lite.weightG} g`);
    expect(allText(manualText('minion', 'en'))).toContain(`${UPLOAD_SPEED_MB_S.mini} MB/s`);
  });

  it('every manual names the support hours and hotline; the camera manuals the warranty', () => {
    for (const id of IDS) {
      for (const lang of ['en', 'zh'] as const) {
        const text = allText(manualText(id, lang));
        expect(text, `${id} ${lang}`).toContain('09:00–12:30');
        expect(text, `${id} ${lang}`).toContain('14:00–18:30');
        expect(text, `${id} ${lang}`).toContain(defaultBrand.hotline);
        if (id !== 'quickStart') expect(text, `${id} ${lang}`).toContain(`${WARRANTY.bodyMonths}`);
      }
    }
    expect(allText(manualText('lite', 'en'))).toMatch(/Warranty/);
    expect(allText(manualText('lite', 'zh'))).toMatch(/保修/);
  });

  it('the four manuals differ, and the Chinese of each has the English one’s shape in Chinese', () => {
    const english = IDS.map((id) => allText(manualText(id, 'en')));
    expect(new Set(english).size).toBe(IDS.length);
    for (const id of IDS) {
      const en = manualText(id, 'en');
      const zh = manualText(id, 'zh');
      expect(zh.sections.map((s) => [s.figures?.length, s.steps?.length, s.paragraphs?.length])).toEqual(
        en.sections.map((s) => [s.figures?.length, s.steps?.length, s.paragraphs?.length]),
      );
      for (const section of zh.sections) expect(section.heading, id).toMatch(CHINESE);
      expect(allText(en), id).not.toMatch(CHINESE);
    }
  });

  it('Chinese sets a space between Chinese and Latin text', () => {
    expect(allText(manualText('pro', 'zh'))).toContain('为 Pro 相机充满电');
    expect(allText(manualText('pro', 'zh'))).not.toMatch(/[\u4e00-\u9fff][A-Za-z0-9]|[A-Za-z0-9][\u4e00-\u9fff]/);
  });

  // One PDF: the build writes the others the same way, and stops on a character without a glyph.
  it('a manual is a PDF of its English pages, then its Chinese ones', async () => {
    const guide = MANUALS.find((item) => item.id === 'quickStart');
    if (!guide) throw new Error('the downloads page offers the quick start guide');
    const pdf = (await manualPdf(guide)).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    expect(pdf).toMatch(/\/BaseFont \/Helvetica\b/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC/);
  });
});
