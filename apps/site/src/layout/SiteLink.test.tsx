import { Link, LinkButton, LinkComponentProvider } from '@kankan/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { SiteLink, siteLink } from './SiteLink.tsx';

/** Clicks the router did not take load a page; jsdom cannot, so they are counted and stopped at the window. */
const documentLoads = vi.fn();
function stopAtWindow(event: MouseEvent) {
  if (!event.defaultPrevented) documentLoads((event.target as Element).closest('a')?.textContent);
  event.preventDefault();
}

beforeEach(() => {
  documentLoads.mockClear();
  window.addEventListener('click', stopAtWindow);
});

afterEach(() => {
  window.removeEventListener('click', stopAtWindow);
});

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

/** Links the browser opens itself: a new tab, a download, another site. */
function LeftToTheBrowser() {
  return (
    <>
      <Link href="/support" target="_blank">
        New tab
      </Link>
      <LinkButton href="/manual.pdf" download>
        Manual
      </LinkButton>
      <Link href="https://www.example.com/docs">Docs</Link>
    </>
  );
}

function renderLinks(element: React.ReactNode, linkComponent = SiteLink) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <LinkComponentProvider linkComponent={linkComponent}>
            {element}
            <Where />
          </LinkComponentProvider>
        ),
      },
    ],
    { initialEntries: ['/start'], basename: '/' },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the library links on the site (SiteLink)', () => {
  it('are native links, and a plain click on a site path navigates client-side with the router options', async () => {
    const user = userEvent.setup();
    const router = renderLinks(
      <>
        <Link href="/support" routerOptions={{ replace: true }}>
          Help
        </Link>
        <LinkButton href="/purchase">Buy</LinkButton>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/support');
    await user.click(link);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/support');
    // `replace`: the first entry was replaced, so there is nothing to go back to.
    expect(router.state.historyAction).toBe('REPLACE');
    await user.click(screen.getByRole('link', { name: 'Buy' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/purchase');
    expect(router.state.historyAction).toBe('PUSH');
    expect(documentLoads).not.toHaveBeenCalled();
  });

  it('leave modifier clicks, new tabs, downloads, other sites and mail to the browser', async () => {
    const user = userEvent.setup();
    renderLinks(
      <>
        <Link href="/support">Help</Link>
        <LeftToTheBrowser />
        <Link href="mailto:sales@example.com">Mail</Link>
      </>,
    );
    // Other sites and schemes keep their address (react-router would make `mailto:x` into a path).
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute('href', 'https://www.example.com/docs');
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:sales@example.com');
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Help' }));
    await user.keyboard('{/Control}');
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('link', { name: 'Help' }));
    await user.keyboard('{/Shift}');
    await user.click(screen.getByRole('link', { name: 'New tab' }));
    await user.click(screen.getByRole('link', { name: 'Manual' }));
    await user.click(screen.getByRole('link', { name: 'Docs' }));
    await user.click(screen.getByRole('link', { name: 'Mail' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/start');
    expect(documentLoads.mock.calls).toEqual([['Help'], ['Help'], ['New tab'], ['Manual'], ['Docs'], ['Mail']]);
  });

  it('let an onClick that prevents the default keep the router out', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderLinks(
      <Link href="/support" onClick={onClick}>
        Help
      </Link>,
    );
    await user.click(screen.getByRole('link', { name: 'Help' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/start');
  });

  it('tell the site of each address a click opens in place, before the router renders it, and of no other', async () => {
    const user = userEvent.setup();
    const seen: { href: string; location: string | null }[] = [];
    const onOpen = vi.fn((href: string) =>
      seen.push({ href, location: screen.getByRole('status', { name: 'location' }).textContent }),
    );
    renderLinks(
      <>
        <Link href="/manage/scene?page=2">Scenes</Link>
        <LeftToTheBrowser />
      </>,
      siteLink(onOpen),
    );
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Scenes' }));
    await user.keyboard('{/Control}');
    await user.click(screen.getByRole('link', { name: 'New tab' }));
    await user.click(screen.getByRole('link', { name: 'Manual' }));
    await user.click(screen.getByRole('link', { name: 'Docs' }));
    expect(onOpen).not.toHaveBeenCalled();
    // By keyboard too: Enter on a link is a click.
    screen.getByRole('link', { name: 'Scenes' }).focus();
    await user.keyboard('{Enter}');
    expect(seen).toEqual([{ href: '/manage/scene?page=2', location: '/start' }]);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/manage/scene');
  });
});
