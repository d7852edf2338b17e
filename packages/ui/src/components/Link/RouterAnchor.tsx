import {
  createContext,
  createElement,
  use,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';
import type { LinkProps as AriaLinkProps } from 'react-aria-components';

/**
 * An address with a scheme (`https:`, `mailto:`, `tel:`) or protocol-relative (`//host`): not a path of the site, so
 * a router must not resolve it (react-router's `useHref` would make `mailto:x` into `/mailto:x`).
 */
export function isExternalHref(href: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}

/** What the library hands the app's link component: an anchor's props, a path of the site and router options. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** The router's navigation options (react-router's `NavigateOptions` on the site), as react-aria's links take. */
  routerOptions?: AriaLinkProps['routerOptions'];
  ref?: Ref<HTMLAnchorElement>;
}

export type LinkComponent = ComponentType<LinkComponentProps>;

/** Without an app's link component: a plain anchor (every click loads the page). */
function PlainAnchor({ routerOptions, href, children, ...props }: LinkComponentProps) {
  void routerOptions; // no router to hand them to
  return (
    <a {...props} href={href}>
      {children}
    </a>
  );
}

const LinkComponentContext = createContext<LinkComponent>(PlainAnchor);

/**
 * Gives the library's links the app's own link component (the site's renders react-router's `<Link>`, so internal
 * addresses navigate client-side), as Braid's `linkComponent` does. react-aria's parts with an `href` (menu items,
 * link tabs) use react-aria's `RouterProvider` instead, which the app sets up beside this.
 */
export function LinkComponentProvider({
  linkComponent,
  children,
}: {
  linkComponent: LinkComponent;
  children: ReactNode;
}) {
  return <LinkComponentContext value={linkComponent}>{children}</LinkComponentContext>;
}

export interface RouterAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Passed to the router's `navigate` with a client-side navigation (react-router's `NavigateOptions` on the site). */
  routerOptions?: AriaLinkProps['routerOptions'];
  /** Not a link for now: no `href`, announced as a disabled link, `data-disabled` for the styles. */
  isDisabled?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A native `<a href>`: the site's own paths through the app's link component (`LinkComponentProvider`), other
 * schemes and sites as a plain anchor. Focus, hover and press are the browser's own (`:focus-visible`, `:hover`,
 * `:active` in the styles).
 */
export function RouterAnchor({
  href,
  routerOptions,
  isDisabled = false,
  onClick,
  children,
  ...props
}: RouterAnchorProps) {
  const linkComponent = use(LinkComponentContext);
  if (isDisabled) {
    // A disabled link does nothing: it has no address and no click handler.
    return (
      <a {...props} role="link" aria-disabled="true" data-disabled="">
        {children}
      </a>
    );
  }
  if (href === undefined || isExternalHref(href)) {
    return (
      <a {...props} href={href} onClick={onClick}>
        {children}
      </a>
    );
  }
  return createElement(linkComponent, { ...props, href, routerOptions, onClick }, children);
}
