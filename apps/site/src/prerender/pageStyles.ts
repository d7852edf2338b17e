/**
 * The styles a page drawn outside the browser needs in its HTML, for the build's prerendering of public pages
 * (scripts/prerender.mjs), which gets these functions from the server entry (entry-prerender.tsx).
 */

/** The build's style sheets in link order, each with the class names it defines. */
export type SheetClasses = readonly (readonly [file: string, classes: readonly string[]])[];

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export interface InlineStyleMover {
  /** The markup with each `style` attribute replaced by the data attribute of its rule. */
  move(body: string): string;
  /** One rule for each distinct declaration list moved so far. */
  rules(): string;
  /** How many distinct declaration lists were moved. */
  readonly size: number;
  /** Declaration lists left out because they could end their rule or element (`{`, `}` or `<`). */
  readonly dropped: readonly string[];
}

/**
 * Inline style attributes (react-aria's visually hidden text, pictures' aspect ratios) are blocked by the content
 * policy when they arrive as HTML (style-src has no 'unsafe-inline'; React sets them through the CSSOM, which the
 * policy allows, only when it renders in the browser), and hydration does not apply them again. Each distinct one
 * becomes a rule, matched by a data attribute React leaves alone; the rules go in a style sheet or in a `<style>`
 * under the page's nonce. Numbers are shared by every markup one mover moves.
 */
export function createInlineStyleMover(): InlineStyleMover {
  const ids = new Map<string, number>();
  const dropped: string[] = [];
  return {
    move: (body) =>
      body.replace(/ style="([^"]*)"/g, (_match, raw: string) => {
        const declarations = decodeAttribute(raw);
        if (/[{}<]/.test(declarations)) {
          dropped.push(declarations);
          return '';
        }
        let id = ids.get(declarations);
        if (id === undefined) {
          id = ids.size;
          ids.set(declarations, id);
        }
        return ` data-prerender-style="${id}"`;
      }),
    rules: () => [...ids].map(([declarations, id]) => `[data-prerender-style="${id}"]{${declarations}}`).join('\n'),
    get size() {
      return ids.size;
    },
    dropped,
  };
}

/** The class names a style sheet defines. */
export function classesOfSheet(css: string): string[] {
  return [...new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? ''))];
}

/** The style sheets an HTML page links (their paths, without the leading slash). */
export function linkedSheets(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)"/g)].map((match) => match[1] ?? '');
}

/**
 * The style sheets of the build that define a class the markup uses, in the build's order, except those in
 * `linked`. Parts rendered in place through React.lazy are in the markup but not among the route's modules: without
 * their sheets the markup would show unstyled until their code loads, then jump into shape. vanilla-extract's class
 * names are unique to their style file, and each style file is in one sheet.
 */
export function sheetsUsed(body: string, sheets: SheetClasses, linked: readonly string[]): string[] {
  const used = new Set([...body.matchAll(/ class="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)));
  return sheets
    .filter(([file, classes]) => !linked.includes(file) && classes.some((name) => used.has(name)))
    .map(([file]) => file);
}
