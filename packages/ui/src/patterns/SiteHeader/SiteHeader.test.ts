import { describe, expect, it } from 'vitest';
import { AI_DESIGN_MENU_ID, headerMenuFor, type HeaderMenuEntry } from './menuModel.ts';

const menu: HeaderMenuEntry[] = [
  { id: 'products', label: 'Products', items: [{ id: 'pro', label: 'Pro', href: '/purchase' }] },
  { id: AI_DESIGN_MENU_ID, label: 'AI interior design', href: '/sxz' },
  {
    id: 'solutions',
    label: 'Solutions',
    items: [
      { id: 'museum', label: 'Museums', href: '/conductExhibition' },
      { id: AI_DESIGN_MENU_ID, label: 'AI interior design', href: '/sxz' },
    ],
  },
  { id: 'tools', label: 'Tools', items: [{ id: AI_DESIGN_MENU_ID, label: 'AI interior design', href: '/sxz' }] },
];

describe('headerMenuFor', () => {
  it('keeps the AI interior design entry in Chinese', () => {
    expect(headerMenuFor(menu, 'zh')).toEqual(menu);
  });

  it('drops it in English, at the top level and inside drop-downs, with drop-downs left empty', () => {
    const en = headerMenuFor(menu, 'en');
    expect(en.map((entry) => entry.id)).toEqual(['products', 'solutions']);
    expect(en[1]?.items?.map((item) => item.id)).toEqual(['museum']);
  });
});
