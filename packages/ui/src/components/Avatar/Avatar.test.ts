import { describe, expect, it } from 'vitest';
import { avatarInitials } from './initials.ts';

describe('avatarInitials', () => {
  it('shows the first character of a Chinese name', () => {
    expect(avatarInitials('王小明')).toBe('王');
    expect(avatarInitials('  欧阳娜娜 ')).toBe('欧');
  });

  it('shows the first letters of the first and last Latin words, upper-cased', () => {
    expect(avatarInitials('ada lovelace')).toBe('AL');
    expect(avatarInitials('Mary Ann  Evans')).toBe('ME');
  });

  it('shows one letter for a single word and nothing for an empty name', () => {
    expect(avatarInitials('kankan')).toBe('K');
    expect(avatarInitials('   ')).toBe('');
  });

  it('keeps a character outside the basic plane whole', () => {
    expect(avatarInitials('𠀋山')).toBe('𠀋');
  });
});
