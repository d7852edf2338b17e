import { describe, expect, it } from 'vitest';
import { markPageWorks, pageWorks } from './pageTiming.ts';

describe('the moment a page works', () => {
  it('waits for the mark, then sets one User Timing mark however often it is said', async () => {
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
