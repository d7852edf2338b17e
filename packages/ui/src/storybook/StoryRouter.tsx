import { createContext, use, type MouseEvent, type ReactNode } from 'react';
import { RouterProvider, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { LinkComponentProvider, type LinkComponentProps } from '../components/Link/RouterAnchor.tsx';

type Navigate = (href: string, routerOptions: AriaLinkProps['routerOptions']) => void;

const NavigateContext = createContext<Navigate>(() => undefined);

/** A plain click (no modifier, no new tab, no download) is the router's, as a router's link decides. */
function isRouterClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { currentTarget: anchor } = event;
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (anchor.target === '' || anchor.target === '_self') &&
    !anchor.hasAttribute('download')
  );
}

/** The stories' app link: a plain click calls the story's `navigate` spy instead of loading a page. */
function StoryLink({ routerOptions, onClick, href, children, ...props }: LinkComponentProps) {
  const navigate = use(NavigateContext);
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isRouterClick(event)) return;
        event.preventDefault();
        navigate(href, routerOptions);
      }}
    >
      {children}
    </a>
  );
}

/**
 * What the site gives the library, for a story: an app link component (`LinkComponentProvider`) and react-aria's
 * `RouterProvider` (menu items, link tabs), both calling `navigate` instead of going anywhere.
 */
export function StoryRouter({ navigate, children }: { navigate: Navigate; children: ReactNode }) {
  return (
    <NavigateContext value={navigate}>
      <RouterProvider navigate={navigate}>
        <LinkComponentProvider linkComponent={StoryLink}>{children}</LinkComponentProvider>
      </RouterProvider>
    </NavigateContext>
  );
}
