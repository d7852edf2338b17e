import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from '../eslint/package-boundaries.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(import.meta.dirname, '..');
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, sourceType: 'module' } });

tester.run('package-boundaries', rule, {
  valid: [
    { code: "import { Box } from '@kankan/ui';", filename: path.join(root, 'apps/site/src/App.tsx') },
    { code: "import { storyLocale } from '@kankan/ui/storybook';", filename: path.join(root, 'apps/site/src/x.tsx') },
    {
      code: "import type { components } from '@kankan/api/schema';",
      filename: path.join(root, 'apps/server/src/a.ts'),
    },
    { code: "import { App } from './App.tsx';", filename: path.join(root, 'apps/site/src/main.tsx') },
    { code: "import x from '../../domain/src/x.ts';", filename: path.join(root, 'scripts/tool.ts') },
  ],
  invalid: [
    {
      code: "import type { components } from '../../../../packages/api/src/generated/schema.d.ts';",
      filename: path.join(root, 'apps/server/src/handlers/common.ts'),
      errors: [{ messageId: 'leaves' }],
    },
    {
      code: "import { rules } from '../../domain/src/rules.ts';",
      filename: path.join(root, 'packages/ui/src/thing.ts'),
      errors: [{ messageId: 'leaves' }],
    },
    {
      code: "import { Button } from '@kankan/ui/src/components/Button/Button.tsx';",
      filename: path.join(root, 'apps/site/src/page.tsx'),
      errors: [{ messageId: 'internal' }],
    },
    {
      code: "const page = () => import('@kankan/domain/src/scenes.ts');",
      filename: path.join(root, 'apps/site/src/page.tsx'),
      errors: [{ messageId: 'internal' }],
    },
    {
      code: "import type { components } from '@kankan/api';",
      filename: path.join(root, 'packages/ui/src/patterns/Thing/values.test.ts'),
      errors: [{ messageId: 'undeclared' }],
    },
  ],
});
