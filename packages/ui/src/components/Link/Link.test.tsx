import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import { Link } from './Link.tsx';
import { LinkComponentProvider, type LinkComponentProps } from './RouterAnchor.tsx';

/** An app's link component as a spy: it renders an anchor marked as the app's and records what it was given. */
const given = vi.fn();
function AppLink({ routerOptions, href, children, ...props }: LinkComponentProps) {
  given(href, routerOptions);
  return (
    <a {...props} href={href} data-app-link="">
      {children}
    </a>
  );
}

describe('Link and LinkButton', () => {
  it("hand the site's own paths, with their router options, to the app's link component", () => {
    render(
      <LinkComponentProvider linkComponent={AppLink}>
        <Link href="/support" routerOptions={{ replace: true }}>
          Help
        </Link>
        <LinkButton href="/purchase">Buy</LinkButton>
      </LinkComponentProvider>,
    );
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('data-app-link');
    expect(screen.getByRole('link', { name: 'Buy' })).toHaveAttribute('data-app-link');
    expect(given.mock.calls).toEqual([
      ['/support', { replace: true }],
      ['/purchase', undefined],
    ]);
  });

  it('write other sites and schemes as plain anchors, and render plain anchors without an app component', () => {
    given.mockClear();
    render(
      <>
        <LinkComponentProvider linkComponent={AppLink}>
          <Link href="https://www.example.com/docs">Docs</Link>
          <Link href="mailto:sales@example.com">Mail</Link>
          <Link href="//cdn.example.com/a.pdf">Protocol-relative</Link>
        </LinkComponentProvider>
        <Link href="/support">Alone</Link>
      </>,
    );
    for (const name of ['Docs', 'Mail', 'Protocol-relative', 'Alone'])
      expect(screen.getByRole('link', { name })).not.toHaveAttribute('data-app-link');
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:sales@example.com');
    expect(screen.getByRole('link', { name: 'Alone' })).toHaveAttribute('href', '/support');
    expect(given).not.toHaveBeenCalled();
  });

  it('when disabled, are announced as disabled links without an address and do nothing', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <LinkComponentProvider linkComponent={AppLink}>
        <Link href="/support" isDisabled onClick={onClick}>
          Help
        </Link>
      </LinkComponentProvider>,
    );
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).not.toHaveAttribute('href');
    await user.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });
});
