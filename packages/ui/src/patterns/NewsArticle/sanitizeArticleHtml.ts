import DOMPurify, { type Config } from 'dompurify';

/** Elements an article may not contain even where DOMPurify's HTML profile would keep them. */
const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'iframe',
  'object',
  'embed',
  'picture',
];
/**
 * Attributes that would let an article restyle the page or clobber its ids, and the media addresses that are not
 * a single `src` (a `srcset` lists several addresses; `background` on a table cell still loads in browsers).
 * `<picture>` goes for the same reason; the `<img>` inside it stays and is checked like any other.
 */
const FORBID_ATTR = ['style', 'class', 'id', 'name', 'srcset', 'imagesrcset', 'sizes', 'background'];

const config: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS,
  FORBID_ATTR,
  ALLOW_DATA_ATTR: false,
};

/** A stand-in origin: an address resolved against it that keeps it names the site itself. */
const OWN_ORIGIN = 'https://own.invalid';

/**
 * Whether a media address is on the site itself. Resolved the way a browser would, so `//host`, `/\host`, a
 * path with a tab or newline inside, and `data:` or other schemes all count as foreign.
 */
function isOwnAddress(address: string): boolean {
  try {
    return new URL(address, OWN_ORIGIN + '/').origin === OWN_ORIGIN;
  } catch {
    return false;
  }
}

/** The attributes through which an element makes the browser fetch media. */
const MEDIA_ATTRIBUTES = ['src', 'poster'];

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** A DOMPurify instance of our own, so its hook does not reach other users of the library. */
function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  // Media load only from the site itself: an article never makes the browser fetch an image, video, audio track
  // or subtitle from another host. An image without any address is dropped too.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const foreign = MEDIA_ATTRIBUTES.some((name) => {
      const value = node.getAttribute(name);
      return value !== null && !isOwnAddress(value);
    });
    if (foreign || (node.tagName === 'IMG' && !node.hasAttribute('src'))) node.remove();
  });
  return purifier;
}

/**
 * Cleans an article's HTML before it is rendered: scripts, event handlers, `javascript:` and other unsafe URLs,
 * forms, frames, inline styles and ids are removed; images, video, audio and tracks from other hosts are dropped. Text and the usual
 * formatting (paragraphs, headings, lists, links, emphasis, tables, images) stay.
 */
export function sanitizeArticleHtml(html: string): string {
  return instance().sanitize(html, config) as string;
}
