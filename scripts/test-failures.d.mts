// Types of scripts/test-failures.mjs for its unit test.
export interface Failure {
  where: string;
  test: string;
  error: string;
}
export declare function vitestFailures(report: unknown): Failure[];
export declare function playwrightFailures(report: unknown): Failure[];
export declare function failuresOf(report: object): Failure[];
export declare function format(failure: Failure): string;
