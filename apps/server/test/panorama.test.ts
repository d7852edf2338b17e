import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { PANORAMA_STYLES, panoramaPng } from '../src/model/panorama.ts';

/** The distinct colours of one row of a decoded panorama. */
function coloursOfRow(png: PNG, row: number): number {
  const colours = new Set<number>();
  for (let column = 0; column < png.width; column += 1) {
    const index = (row * png.width + column) * 4;
    colours.add(((png.data[index] ?? 0) << 16) | ((png.data[index + 1] ?? 0) << 8) | (png.data[index + 2] ?? 0));
  }
  return colours.size;
}

describe('demo panoramas', () => {
  it('draw the floor joints with in-between tones, not in steps', async () => {
    // Looking down at the floor, every ray of a row travels the same distance, so one sample per pixel gives a row
    // only two colours (tile and joint); sampling within the pixel adds the edges' mixes.
    for (let style = 0; style < PANORAMA_STYLES; style += 1) {
      const png = PNG.sync.read(await panoramaPng(style));
      for (const row of [880, 900, 920])
        expect(coloursOfRow(png, row), `style ${style}, row ${row}`).toBeGreaterThan(2);
    }
  });
});
