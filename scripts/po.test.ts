import { describe, expect, it } from 'vitest';
import { rootedReferences } from './po.mjs';

describe('rootedReferences', () => {
  it('writes every reference of a line from the repository root, whatever depth the extractor used', () => {
    const text = [
      '#: ../../../apps/site/src/a.tsx ../../../packages/ui/src/b.tsx:12',
      'msgid "Go"',
      'msgstr "Go"',
      '',
      '#: ../../apps/site/src/c.ts',
      '#. ../not/a/reference',
      'msgid "../kept"',
    ].join('\n');
    expect(rootedReferences(text)).toBe(
      [
        '#: apps/site/src/a.tsx packages/ui/src/b.tsx:12',
        'msgid "Go"',
        'msgstr "Go"',
        '',
        '#: apps/site/src/c.ts',
        '#. ../not/a/reference',
        'msgid "../kept"',
      ].join('\n'),
    );
  });
});
