import type { AnchorHTMLAttributes, Ref } from 'react';
import type { LinkProps as AriaLinkProps } from 'react-aria-components';
// react-aria's router context: the one its `RouterProvider` (re-exported by react-aria-components) fills. This path
// is what react-aria-components itself imports; it brings no interaction code (no usePress, useHover, focus tracking).
import { handleLinkClick, useRouter } from 'react-aria/private/utils/openLink';

/**
 * An address with a scheme (`https:`, `mailto:`, `tel:`) or protocol-relative (`//host`): not a path of the site, so
 * a router must not resolve it (react-router's `useHref` would make `mailto:x` into `/mailto:x`).
 */
export function isExternalHref(href: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}

export interface RouterAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Passed to the router's `navigate` with a client-side navigation (react-router's `NavigateOptions` on the site). */
  routerOptions?: AriaLinkProps['routerOptions'];
  /** Not a link for now: no `href`, announced as a disabled link, `data-disabled` for the styles. */
  isDisabled?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A native `<a href>` that navigates client-side through the router of react-aria's `RouterProvider` (the site
 * gives it react-router's `navigate` and `useHref`), as react-aria's links do: only a plain click (or Enter) on a
 * same-origin link without `target` or `download` is handed to the router; modifier clicks, new tabs, downloads
 * and other origins stay with the browser. Focus, hover and press are the browser's own (`:focus-visible`,
 * `:hover`, `:active` in the styles), so no react-aria interaction code is needed for it.
 */
export function RouterAnchor({
  href,
  routerOptions,
  isDisabled = false,
  onClick,
  children,
  ...props
}: RouterAnchorProps) {
  const router = useRouter();
  // Only the site's own paths go through the router's `useHref` (react-router's resolves every address as a path:
  // `mailto:x` would become `/mailto:x`); other schemes and sites are written as given.
  const external = href !== undefined && isExternalHref(href);
  const routedHref = router.useHref(external ? '' : (href ?? ''));
  if (isDisabled) {
    return (
      <a {...props} role="link" aria-disabled="true" data-disabled="">
        {children}
      </a>
    );
  }
  return (
    <a
      {...props}
      href={href === undefined || external ? href : routedHref}
      onClick={(event) => {
        onClick?.(event);
        handleLinkClick(event, router, href, routerOptions);
      }}
    >
      {children}
    </a>
  );
}
