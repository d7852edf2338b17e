// Shared helpers for the Lingui .po catalogues: reading, locking, extracting and the catalogue files.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import PO from 'pofile';

export const root = path.resolve(import.meta.dirname, '..');
export const catalogueDir = path.join(root, 'packages/i18n/src/locales');
export const linguiConfig = getConfig({ cwd: root, skipValidation: true });
export const localesOf = linguiConfig.locales;

/** The catalogue files of a locale (lingui.config.ts: one per language). */
export const catalogueFiles = (locale) =>
  linguiConfig.catalogs.map((catalog) => `${catalog.path.replace('{locale}', locale)}.po`);

export function readPo(file) {
  return PO.parse(fs.readFileSync(file, 'utf8'));
}

/** The catalogue without its volatile header (creation date), for staleness comparisons. */
export function stableText(file) {
  if (!fs.existsSync(file)) return '';
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('"POT-Creation-Date'))
    .join('\n');
}

/** A cross-process lock so parallel extractions and edits never interleave. */
export async function withLock(fn) {
  const lock = path.join(catalogueDir, '.lock');
  fs.mkdirSync(catalogueDir, { recursive: true });
  const started = Date.now();
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      if (Date.now() - started > 120_000) throw new Error(`catalogue lock ${lock} held for 2 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** Runs `lingui extract --clean`; on failure prints Lingui's own message (not a wall of stack) and throws. */
export function extract() {
  try {
    const args = ['node_modules/@lingui/cli/dist/lingui.js', 'extract', '--clean', '--workers', '1'];
    execFileSync(process.execPath, args, { cwd: root, stdio: 'pipe' });
  } catch (error) {
    const text = String(error.stderr ?? error.stdout ?? error.message);
    const lines = text.split('\n').filter((l) => l.trim() && !/^\s+at /.test(l));
    console.error(`lingui extract failed:\n${lines.slice(0, 8).join('\n')}`);
    throw new Error('lingui extract failed');
  }
}
