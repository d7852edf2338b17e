// Types of scripts/lighthouse-judge.mjs for its unit test.
export interface Medians {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
}
export declare const FLOORS: Medians;
export declare function median(values: readonly number[]): number;
export declare function shortfalls(medians: Medians, floors?: Medians): string[];
