// Extracts the messages into the catalogues (`npm run i18n:extract`): Lingui's per-entry extraction, with the
// references written from the repository's root (scripts/po.mjs).
import { extract, withLock } from './po.mjs';

await withLock(async () => extract());
