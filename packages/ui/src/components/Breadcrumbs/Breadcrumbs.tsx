import { useLingui } from '@lingui/react/macro';
import { Children, createContext, isValidElement, useContext, type ReactNode } from 'react';
import { Link, type Key, type LinkProps } from 'react-aria-components';
import { ChevronRightIcon } from '../../icons/icons.tsx';
import { RouterAnchor } from '../Link/RouterAnchor.tsx';
import * as styles from './Breadcrumbs.css.ts';

export interface BreadcrumbsProps {
  /** The crumbs (`Breadcrumb`), outermost first; the last one is the current page or folder. */
  children: ReactNode;
  /** A crumb without `href` was pressed (e.g. a folder to go up to): its `id`. */
  onAction?: (id: Key) => void;
  /** Every crumb inert. */
  isDisabled?: boolean;
}

interface CrumbState {
  isCurrent: boolean;
  isDisabled: boolean;
  onAction: ((id: Key) => void) | undefined;
}

const CrumbContext = createContext<CrumbState>({ isCurrent: false, isDisabled: false, onAction: undefined });

/**
 * The path to the current page or folder; the last item is the current one (`aria-current="page"`, announced as a
 * disabled link). A plain list of native links (react-aria's Breadcrumbs built a collection for this, ~5 kB gzip):
 * crumbs with an `href` are the site's router anchors, crumbs pressed to act (folders) react-aria `Link`s.
 */
export function Breadcrumbs({ children, onAction, isDisabled = false }: BreadcrumbsProps) {
  const { t } = useLingui();
  const crumbs = Children.toArray(children).filter(isValidElement);
  return (
    <nav aria-label={t`Breadcrumbs`}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          <CrumbContext
            key={crumb.key ?? index}
            value={{ isCurrent: index === crumbs.length - 1, isDisabled, onAction }}
          >
            {crumb}
          </CrumbContext>
        ))}
      </ol>
    </nav>
  );
}

export interface BreadcrumbProps {
  /** Passed to the list's `onAction` when the crumb is pressed. */
  id?: Key;
  /** Where the crumb leads; without it the crumb is pressable through `onPress` / the list's `onAction`. */
  href?: string;
  onPress?: LinkProps['onPress'];
  children: ReactNode;
}

export function Breadcrumb({ id, href, onPress, children }: BreadcrumbProps) {
  const { isCurrent, isDisabled, onAction } = useContext(CrumbContext);
  let crumb: ReactNode;
  if (isCurrent || isDisabled || href !== undefined) {
    crumb = (
      <RouterAnchor
        href={href}
        isDisabled={isCurrent || isDisabled}
        aria-current={isCurrent ? 'page' : undefined}
        data-current={isCurrent ? '' : undefined}
        className={styles.link}
      >
        {children}
      </RouterAnchor>
    );
  } else {
    crumb = (
      <Link
        className={styles.link}
        onPress={(event) => {
          onPress?.(event);
          if (id !== undefined) onAction?.(id);
        }}
      >
        {children}
      </Link>
    );
  }
  return (
    <li className={styles.item}>
      {crumb}
      {isCurrent ? null : <ChevronRightIcon size="small" className={styles.separator} />}
    </li>
  );
}
