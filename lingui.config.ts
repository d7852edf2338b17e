import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * One catalogue per language for the whole product. Source messages are English; `zh` must be complete
 * (checked by `npm run i18n:check`). Stories and tests carry sample data, not product strings, so they are
 * not extracted.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/packages/i18n/src/locales/{locale}/messages',
      include: [
        '<rootDir>/packages/ui/src',
        '<rootDir>/packages/i18n/src',
        '<rootDir>/packages/api/src',
        '<rootDir>/apps/site/src',
      ],
      exclude: ['**/node_modules/**', '**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', '**/locales/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
