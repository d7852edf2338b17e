import { describe, expect, it } from 'vitest';
import { failuresOf, format } from './test-failures.mjs';

describe('the failures named at the end of a test run', () => {
  it('names each failed Vitest test with its file and the head of its error, without colour codes', () => {
    const report = {
      testResults: [
        {
          name: '/repo/packages/ui/src/components/Dialog/Dialog.stories.tsx',
          status: 'failed',
          assertionResults: [
            { fullName: 'Message 403', status: 'passed', failureMessages: [] },
            {
              fullName: 'Width 680',
              status: 'failed',
              failureMessages: [
                '\n\u001b[31mTestingLibraryElementError: Unable to find role="dialog"\u001b[39m\n  at x',
              ],
            },
            {
              fullName: 'Default Labels',
              status: 'failed',
              failureMessages: [
                'Error: expect(element).toBeVisible()\n\nReceived element is not visible (element is not in the document):\n' +
                  '  <button class="b" type="button">Cancel</button>\n    at toBeVisible (matchers.js:1:1)',
              ],
            },
          ],
        },
        { name: '/repo/a.stories.tsx', status: 'passed', assertionResults: [{ fullName: 'A', status: 'passed' }] },
      ],
    };
    expect(failuresOf(report)).toEqual([
      {
        where: '/repo/packages/ui/src/components/Dialog/Dialog.stories.tsx',
        test: 'Width 680',
        error: 'TestingLibraryElementError: Unable to find role="dialog"',
      },
      {
        where: '/repo/packages/ui/src/components/Dialog/Dialog.stories.tsx',
        test: 'Default Labels',
        error:
          'Error: expect(element).toBeVisible() / Received element is not visible (element is not in the document):',
      },
    ]);
  });

  it('names a Vitest file that failed before any of its tests ran', () => {
    const report = {
      testResults: [
        { name: '/repo/b.stories.tsx', status: 'failed', message: 'Failed to import', assertionResults: [] },
      ],
    };
    expect(failuresOf(report)).toEqual([
      { where: '/repo/b.stories.tsx', test: '(the file)', error: 'Failed to import' },
    ]);
  });

  it('names failed and flaky Playwright tests inside their describe blocks, and not the ones that passed', () => {
    const report = {
      suites: [
        {
          title: 'scenes.spec.ts',
          file: 'scenes.spec.ts',
          specs: [],
          suites: [
            {
              title: 'My scenes',
              file: 'scenes.spec.ts',
              specs: [
                {
                  title: 'renames a scene',
                  file: 'scenes.spec.ts',
                  line: 12,
                  tests: [
                    {
                      status: 'unexpected',
                      results: [
                        {
                          status: 'timedOut',
                          error: {
                            message: "Timeout 60000ms exceeded.\nwaiting for getByRole('row')\n  at x.spec.ts:3",
                          },
                        },
                      ],
                    },
                  ],
                },
                {
                  title: 'moves a scene',
                  file: 'scenes.spec.ts',
                  line: 40,
                  tests: [
                    {
                      status: 'flaky',
                      results: [
                        { status: 'failed', error: { message: 'expect(locator).toBeVisible()' } },
                        { status: 'passed' },
                      ],
                    },
                  ],
                },
                {
                  title: 'lists scenes',
                  file: 'scenes.spec.ts',
                  line: 60,
                  tests: [{ status: 'expected', results: [{ status: 'passed' }] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(failuresOf(report)).toEqual([
      {
        where: 'scenes.spec.ts:12',
        test: 'My scenes › renames a scene',
        error: "Timeout 60000ms exceeded. / waiting for getByRole('row')",
      },
      { where: 'scenes.spec.ts:40', test: 'My scenes › moves a scene (flaky)', error: 'expect(locator).toBeVisible()' },
    ]);
  });

  it('prints one line per failure and clips a long one', () => {
    expect(format({ where: 'a.ts:1', test: 'opens', error: 'boom' })).toBe('  ✗ a.ts:1 › opens — boom');
    const line = format({ where: 'a.ts:1', test: 'opens', error: 'x'.repeat(1000) });
    expect(line).toHaveLength(400);
    expect(line.endsWith('…')).toBe(true);
  });
});
