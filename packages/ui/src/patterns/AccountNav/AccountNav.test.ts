import { describe, expect, it } from 'vitest';
import { accountNavItems, visibleAccountNavItems } from './AccountNav.tsx';

describe('visibleAccountNavItems', () => {
  it('shows every area to an account login', () => {
    expect(visibleAccountNavItems(false)).toEqual([...accountNavItems]);
  });

  it('shows a device login only scene management and consumption records', () => {
    expect(visibleAccountNavItems(true)).toEqual(['scene', 'consumption']);
  });
});
