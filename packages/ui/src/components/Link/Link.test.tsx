import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import { Link } from './Link.tsx';

const navigate = vi.fn();
/** Clicks the router did not take load a page; jsdom cannot, so they are counted and stopped at the window. */
const documentLoads = vi.fn();
function stopAtWindow(event: MouseEvent) {
  if (!event.defaultPrevented) documentLoads((event.target as Element).closest('a')?.textContent);
  event.preventDefault();
}

function Router({ children }: { children: ReactNode }) {
  return (
    <RouterProvider navigate={navigate} useHref={(href) => `/zh${href}`}>
      {children}
    </RouterProvider>
  );
}

beforeEach(() => {
  navigate.mockClear();
  documentLoads.mockClear();
  window.addEventListener('click', stopAtWindow);
});

afterEach(() => {
  window.removeEventListener('click', stopAtWindow);
});

describe('Link and LinkButton', () => {
  it('are native links whose href comes from the router, and a plain click navigates client-side', async () => {
    const user = userEvent.setup();
    render(
      <Router>
        <Link href="/support" routerOptions={{ replace: true }}>
          Help
        </Link>
        <LinkButton href="/purchase">Buy</LinkButton>
      </Router>,
    );
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/zh/support');
    await user.click(link);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/support', { replace: true });
    expect(documentLoads).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Buy' }));
    expect(navigate).toHaveBeenLastCalledWith('/purchase', undefined);
  });

  it('leave modifier clicks, new tabs, downloads, other sites and mail to the browser', async () => {
    const user = userEvent.setup();
    render(
      <Router>
        <Link href="/support">Help</Link>
        <Link href="/support" target="_blank">
          New tab
        </Link>
        <LinkButton href="/manual.pdf" download>
          Manual
        </LinkButton>
        <Link href="https://www.example.com/docs">Docs</Link>
        <Link href="mailto:sales@example.com">Mail</Link>
      </Router>,
    );
    // Other sites and schemes keep their address: only the site's paths go through the router's useHref.
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
    expect(navigate.mock.calls).toEqual([]);
    expect(documentLoads.mock.calls).toEqual([['Help'], ['Help'], ['New tab'], ['Manual'], ['Docs'], ['Mail']]);
  });

  it('let an onClick that prevents the default keep the router out', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Router>
        <Link href="/support" onClick={onClick}>
          Help
        </Link>
      </Router>,
    );
    await user.click(screen.getByRole('link', { name: 'Help' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('when disabled, are announced as disabled links without an address and do nothing', async () => {
    const user = userEvent.setup();
    render(
      <Router>
        <Link href="/support" isDisabled>
          Help
        </Link>
      </Router>,
    );
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).not.toHaveAttribute('href');
    await user.click(link);
    expect(navigate).not.toHaveBeenCalled();
  });
});
