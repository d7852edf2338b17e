// How scripts/lighthouse.mjs judges its runs: the median of each measure against the floors below.

/** The floors every median must reach: scores out of 100, largest contentful paint in ms, layout shift. */
export const FLOORS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1000, cls: 0.01 };

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** What falls short of the floors in one page's medians (empty when it passes). */
export function shortfalls(medians, floors = FLOORS) {
  const problems = [];
  if (medians.performance < floors.performance)
    problems.push(`performance ${medians.performance} < ${floors.performance}`);
  if (medians.accessibility < floors.accessibility)
    problems.push(`accessibility ${medians.accessibility} < ${floors.accessibility}`);
  if (medians.bestPractices < floors.bestPractices)
    problems.push(`best practices ${medians.bestPractices} < ${floors.bestPractices}`);
  if (medians.seo < floors.seo) problems.push(`SEO ${medians.seo} < ${floors.seo}`);
  if (medians.lcpMs > floors.lcpMs) problems.push(`LCP ${medians.lcpMs} ms > ${floors.lcpMs} ms`);
  if (medians.cls > floors.cls) problems.push(`CLS ${medians.cls} > ${floors.cls}`);
  return problems;
}
