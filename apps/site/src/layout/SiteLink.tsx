import type { LinkComponent, LinkComponentProps } from '@kankan/ui';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';

/** A click the router takes (react-router's own test): the main button, no modifier, no other target, no download. */
function opensInPlace(
  event: MouseEvent<HTMLAnchorElement>,
  { target, download }: Pick<LinkComponentProps, 'target' | 'download'>,
): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!target || target === '_self') &&
    download === undefined
  );
}

/**
 * The library's links on the site: react-router's `<Link>`, so a plain click on a path of the site navigates
 * client-side while modifier clicks and `target="_blank"` stay with the browser. The library gives it only the
 * site's own paths (other schemes and sites are plain anchors); a download is a file, never a route, so react-router
 * (which does not look at `download`) lets the browser have it (`reloadDocument`). `onOpen` hears of each address a
 * click opens in place, before the router renders it.
 */
export function siteLink(onOpen?: (href: string) => void): LinkComponent {
  return function SiteLink({ href, routerOptions, onClick, ...props }: LinkComponentProps) {
    return (
      <Link
        {...props}
        {...routerOptions}
        to={href}
        reloadDocument={props.download !== undefined}
        onClick={(event) => {
          onClick?.(event);
          if (onOpen && opensInPlace(event, props)) onOpen(href);
        }}
      />
    );
  };
}

/** The site's link component without anything to tell. */
export const SiteLink = siteLink();
