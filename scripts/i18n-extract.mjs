// Extracts the messages into the catalogues (`npm run i18n:extract`, lingui.config.ts), under the catalogues' lock.
import { extract, withLock } from './po.mjs';

await withLock(async () => extract());
