import { describe, expect, it } from 'vitest';
import { industryCode } from './ids.ts';

describe('industry codes', () => {
  it('sends no code for all', () => {
    expect(industryCode('realEstate')).toBe(2);
    expect(industryCode('home')).toBe(5);
    expect(industryCode('all')).toBeUndefined();
  });
});
