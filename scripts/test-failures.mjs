// Names the tests that failed in the JSON reports of a test run (Vitest's and Playwright's), one line each with the
// head of its error (its message before the stack), so the end of a CI log says which tests to look at and how they
// failed, not only how many: a matcher's first line alone ("expect(element).toBeVisible()") does not say whether the
// element was hidden or gone.
// Usage: node scripts/test-failures.mjs report.json...
import fs from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

/** A stack frame, or the start of the code frame or the received element that follows a message. */
const endOfMessage = /^(at |❯ |\d+\s*\||<)/;

/** The first lines of an error's message (at most three, up to its stack), on one line, without colour codes. */
const headOf = (text) => {
  const lines = stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .map((line) => line.trim());
  const head = [];
  for (const line of lines) {
    if (endOfMessage.test(line) || head.length === 3) break;
    if (line.length > 0) head.push(line);
  }
  return head.join(' / ');
};

const clip = (text, length = 200) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** Failed tests of a Vitest JSON report: the file, the test's full name, the head of its error. */
export function vitestFailures(report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      lines.push({ where: file.name, test: test.fullName, error: headOf(test.failureMessages?.[0]) });
    }
    // A file that failed before any test ran (an import or a set-up error) has no failed test to name.
    if (failed.length === 0 && file.status === 'failed') {
      lines.push({ where: file.name, test: '(the file)', error: headOf(file.message) });
    }
  }
  return lines;
}

/** Failed or flaky tests of a Playwright JSON report, with the head of the first error of their first failing attempt. */
export function playwrightFailures(report) {
  const lines = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const failing = (test.results ?? []).find(
          (result) => result.status !== 'passed' && result.status !== 'skipped',
        );
        lines.push({
          where: `${spec.file}:${spec.line}`,
          test: [...titles, spec.title].join(' › ') + (test.status === 'flaky' ? ' (flaky)' : ''),
          error: headOf(failing?.error?.message ?? failing?.status),
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // The top suites are the files, whose names are already in `where`; the suites inside them are `describe`s.
  for (const suite of report.suites ?? []) visit(suite, []);
  return lines;
}

export function failuresOf(report) {
  return 'testResults' in report ? vitestFailures(report) : playwrightFailures(report);
}

export function format({ where, test, error }) {
  return clip(`  ✗ ${where} › ${test}${error ? ` — ${error}` : ''}`, 400);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of process.argv.slice(2)) {
    if (!fs.existsSync(file)) continue;
    for (const failure of failuresOf(JSON.parse(fs.readFileSync(file, 'utf8')))) console.log(format(failure));
  }
}
