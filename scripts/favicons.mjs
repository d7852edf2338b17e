/**
 * Draws the site's PNG icons from its SVG brand mark (the header logo's lens in a scanned cube, in the accent
 * colour): the 32 px favicon for browsers without SVG icons, the 180 px Apple touch icon and the 192/512 px
 * maskable icons of site.webmanifest (the mark inside the safe zone on a full accent square). The PNGs are committed
 * in apps/site/public; run this again after changing either SVG.
 *
 * Usage: node scripts/favicons.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const site = path.join(import.meta.dirname, '../apps/site');
const mark = fs.readFileSync(path.join(site, 'public/favicon.svg'), 'utf8');
const maskable = fs.readFileSync(path.join(site, 'icons/maskable.svg'), 'utf8');

const icons = [
  { file: 'favicon-32.png', svg: mark, size: 32 },
  { file: 'apple-touch-icon.png', svg: maskable, size: 180 },
  { file: 'icon-192.png', svg: maskable, size: 192 },
  { file: 'icon-512.png', svg: maskable, size: 512 },
];
for (const { file, svg, size } of icons) {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  fs.writeFileSync(path.join(site, 'public', file), png);
  console.log(`${file}: ${size} px, ${png.length} bytes`);
}
