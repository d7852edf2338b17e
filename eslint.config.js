import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import packageBoundaries from './eslint/package-boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-prerender/**',
      'storybook-static/**',
      'packages/api/src/generated/**',
      '**/*.po',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': 'allow-with-description', minimumDescriptionLength: 10 },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/#[0-9a-fA-F]{3,8}\\b|rgba?\\(/]',
          message: 'Colours come from the tokens (packages/ui/src/tokens), never literals.',
        },
      ],
    },
  },
  {
    // React Router 7's react-router-dom only re-exports react-router: one name for one package.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              message: "Import from 'react-router' (or 'react-router/dom' for the DOM router components).",
            },
          ],
        },
      ],
    },
  },
  {
    // Packages meet through their names and exports, never through each other's files.
    files: ['apps/*/**/*.{ts,tsx,mjs}', 'packages/*/**/*.{ts,tsx,mjs}'],
    plugins: { kankan: { rules: { 'package-boundaries': packageBoundaries } } },
    rules: { 'kankan/package-boundaries': 'error' },
  },
  {
    // Playwright fixtures receive a `use` callback that is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // User-visible strings go through Lingui in the product code. Stories and tests carry sample data.
    files: ['packages/ui/src/**/*.tsx', 'apps/site/src/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^(?![A-Z])\\S+$', '^[^A-Za-z\\u4e00-\\u9fff]*$'],
          ignoreNames: [
            {
              regex: {
                pattern:
                  'className|^(id|key|type|role|slot|name|href|to|src|size|variant|tone|layout|method|target|rel|autoComplete|inputMode|mode|placement|orientation|selectionMode|direction|as|element|viewBox|d|fill|stroke.*|data-.*|aria-(?!label|description).*)$',
              },
            },
          ],
          ignoreFunctions: ['Error', 'console.*', 'cva', 'recipe', 'style', 'styleVariants', 'useSample'],
        },
      ],
      'lingui/t-call-in-function': 'error',
    },
  },
  {
    files: ['packages/ui/src/tokens/values.ts', '**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', fetch: 'readonly' },
    },
  },
  {
    // CommonJS configuration files of tools that load them with `require` (lighthouserc.cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { process: 'readonly', module: 'writable' } },
  },
);
