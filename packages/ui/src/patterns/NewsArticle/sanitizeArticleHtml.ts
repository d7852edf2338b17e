import DOMPurify, { type Config } from 'dompurify';

/** Elements an article may not contain even where DOMPurify's HTML profile would keep them. */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'object', 'embed'];
/** Attributes that would let an article restyle the page or clobber its ids. */
const FORBID_ATTR = ['style', 'class', 'id', 'name'];

const config: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS,
  FORBID_ATTR,
  ALLOW_DATA_ATTR: false,
};

/** Whether an image address is on the site itself (a path, not another host). */
function isOwnPath(src: string): boolean {
  return src.startsWith('/') && !src.startsWith('//');
}

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** A DOMPurify instance of our own, so its hook does not reach other users of the library. */
function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  // Images load only from the site's own paths: an article never makes the browser fetch from another host.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG' && !isOwnPath(node.getAttribute('src') ?? '')) node.remove();
  });
  return purifier;
}

/**
 * Cleans an article's HTML before it is rendered: scripts, event handlers, `javascript:` and other unsafe URLs,
 * forms, frames, inline styles and ids are removed; images from other hosts are dropped. Text and the usual
 * formatting (paragraphs, headings, lists, links, emphasis, tables, images) stay.
 */
export function sanitizeArticleHtml(html: string): string {
  return instance().sanitize(html, config) as string;
}
