import type { SupportedLocale } from '@kankan/domain';

/** One link of a header drop-down. */
export interface HeaderLink {
  id: string;
  /** In the page's language. */
  label: string;
  href: string;
}

/** A top-level entry of the header: a plain link, or a drop-down of links. */
export interface HeaderMenuEntry {
  id: string;
  label: string;
  /** A plain link; ignored when the entry has `items`. */
  href?: string;
  /** The drop-down's links. */
  items?: readonly HeaderLink[];
}

/** The id of the AI interior design entry (/sxz), which the English menu leaves out (spec 2.1). */
export const AI_DESIGN_MENU_ID = 'aiDesign';

/**
 * The entries shown in a language: in English the AI interior design entry is dropped, at the top level or inside
 * a drop-down, and a drop-down left empty disappears with it.
 */
export function headerMenuFor(menu: readonly HeaderMenuEntry[], locale: SupportedLocale): HeaderMenuEntry[] {
  if (locale === 'zh') return [...menu];
  const result: HeaderMenuEntry[] = [];
  for (const entry of menu) {
    if (entry.id === AI_DESIGN_MENU_ID) continue;
    if (!entry.items) {
      result.push(entry);
      continue;
    }
    const items = entry.items.filter((item) => item.id !== AI_DESIGN_MENU_ID);
    if (items.length > 0) result.push({ ...entry, items });
  }
  return result;
}

/** A language's name in that language (中文, English), as the language switch shows it. */
export function languageName(locale: SupportedLocale): string {
  return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
}
