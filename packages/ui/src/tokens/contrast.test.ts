import { describe, expect, it } from 'vitest';
import { colorThemes, type ColorToken } from './values.ts';

/** WCAG 2.x relative luminance of an sRGB hex colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`Not an opaque hex colour: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  const channels = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff].map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text tokens and the surfaces they are used on: 4.5:1 for text, 3:1 for UI parts (focus ring, control borders). */
const textOn: [ColorToken, ColorToken[], number][] = [
  ['text', ['background', 'surface', 'surfaceRaised', 'surfaceSunken', 'surfaceHover'], 4.5],
  ['textMuted', ['background', 'surface', 'surfaceRaised', 'surfaceSunken'], 4.5],
  ['link', ['background', 'surface', 'surfaceRaised'], 4.5],
  ['accent', ['background', 'surface'], 4.5],
  ['accentSubtleText', ['accentSubtle'], 4.5],
  ['onAccent', ['accent', 'accentHover', 'accentPressed'], 4.5],
  ['positive', ['background', 'surface', 'positiveSubtle'], 4.5],
  ['caution', ['background', 'surface', 'cautionSubtle'], 4.5],
  ['critical', ['background', 'surface', 'criticalSubtle'], 4.5],
  ['info', ['background', 'surface', 'infoSubtle'], 4.5],
  ['focusRing', ['background', 'surface'], 3],
  // Input and control borders are UI parts: 3:1 (WCAG 1.4.11).
  ['borderStrong', ['background', 'surface', 'surfaceRaised'], 3],
];

describe('contrast helper', () => {
  it('matches the WCAG reference values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe.each(Object.entries(colorThemes))('%s theme', (_name, theme) => {
  for (const [fg, backgrounds, minimum] of textOn) {
    for (const bg of backgrounds) {
      it(`${fg} on ${bg} reaches ${minimum}:1`, () => {
        expect(contrast(theme[fg], theme[bg])).toBeGreaterThanOrEqual(minimum);
      });
    }
  }
});
