/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of the built site, so the server sends
 * compressed bytes without compressing on each request (apps/server/src/site.ts negotiates which one). Fonts
 * (woff2 is already Brotli inside) and images are left alone. A copy that would not be smaller is not written.
 *
 * Usage: node scripts/precompress.mjs [folder]   (default: apps/site/dist)
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.map',
  '.ico',
]);

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../apps/site/dist'));
if (!fs.existsSync(root)) {
  console.error(`precompress: ${root} does not exist (build the site first)`);
  process.exit(1);
}

let files = 0;
let before = 0;
let after = 0;
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(entry.name))) continue;
  const file = path.join(entry.parentPath, entry.name);
  const source = fs.readFileSync(file);
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gz = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
  for (const [extension, bytes] of [
    ['.br', br],
    ['.gz', gz],
  ]) {
    if (bytes.length < source.length) fs.writeFileSync(file + extension, bytes);
    else fs.rmSync(file + extension, { force: true });
  }
  files += 1;
  before += source.length;
  after += Math.min(br.length, source.length);
}
console.log(
  `precompress: ${files} files, ${(before / 1024).toFixed(1)} kB -> ${(after / 1024).toFixed(1)} kB with Brotli`,
);
