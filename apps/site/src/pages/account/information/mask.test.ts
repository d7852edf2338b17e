import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './mask.ts';

describe('maskPhone', () => {
  it('hides the middle four digits of a mainland number', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
  });
  it('keeps only the ends of a short number and hides a very short one', () => {
    expect(maskPhone('5551234')).toBe('55***34');
    expect(maskPhone('123')).toBe('***');
  });
});

describe('maskEmail', () => {
  it('keeps the first two letters of the name and the domain', () => {
    expect(maskEmail('demo@kankan-space.test')).toBe('de***@kankan-space.test');
  });
  it('keeps one letter of a short name', () => {
    expect(maskEmail('li@example.com')).toBe('l***@example.com');
  });
});
