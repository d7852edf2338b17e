import { describe, expect, it, vi } from 'vitest';

describe('the moment a page works', () => {
  it('waits for the mark, then sets one User Timing mark however often it is said', async () => {
    // A page's first load: the module's state and the document's marks as new (other test files share this page).
    vi.resetModules();
    performance.clearMarks();
    const { markPageWorks, pageWorks } = await import('./pageTiming.ts');
    let worked = false;
    const waiting = pageWorks().then(() => {
      worked = true;
    });
    await Promise.resolve();
    expect(worked).toBe(false);
    expect(performance.getEntriesByName('kankan:hydrated')).toHaveLength(0);

    markPageWorks();
    markPageWorks();
    await waiting;
    expect(worked).toBe(true);
    expect(performance.getEntriesByName('kankan:hydrated')).toHaveLength(1);
  });
});
