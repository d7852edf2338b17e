import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  Breadcrumb as AriaBreadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
  Link,
  type BreadcrumbProps as AriaBreadcrumbProps,
  type BreadcrumbsProps as AriaBreadcrumbsProps,
  type LinkProps,
} from 'react-aria-components';
import { ChevronRightIcon } from '../../icons/index.ts';
import * as styles from './Breadcrumbs.css.ts';

export type BreadcrumbsProps<T> = Omit<AriaBreadcrumbsProps<T>, 'className' | 'style'>;

/** The path to the current page or folder; the last item is the current one (`aria-current="page"`, not a link). */
export function Breadcrumbs<T extends object>(props: BreadcrumbsProps<T>) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumbs`}>
      <AriaBreadcrumbs {...props} className={styles.list} />
    </nav>
  );
}

export interface BreadcrumbProps extends Omit<AriaBreadcrumbProps, 'className' | 'style' | 'children'> {
  /** Where the crumb leads; without it the crumb is pressable through `onPress` (e.g. a folder in the scene list). */
  href?: LinkProps['href'];
  onPress?: LinkProps['onPress'];
  children: ReactNode;
}

export function Breadcrumb({ href, onPress, children, ...props }: BreadcrumbProps) {
  return (
    <AriaBreadcrumb {...props} className={styles.item}>
      {({ isCurrent }) => (
        <>
          <Link href={href} onPress={onPress} className={styles.link}>
            {children}
          </Link>
          {isCurrent ? null : <ChevronRightIcon size="small" className={styles.separator} />}
        </>
      )}
    </AriaBreadcrumb>
  );
}
