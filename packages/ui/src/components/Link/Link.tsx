import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import * as styles from './Link.css.ts';

export const linkVariants = ['inline', 'standalone'] as const;
export const linkTones = ['accent', 'neutral', 'muted'] as const;

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style'> {
  variant?: (typeof linkVariants)[number];
  tone?: (typeof linkTones)[number];
}

/**
 * A text link on RAC's Link. Inside react-aria's `RouterProvider` (the site wraps the app in one with
 * react-router's `navigate` and `useHref`) internal `href`s navigate client-side; external ones
 * (`target="_blank"`) open normally.
 */
export function Link({ variant, tone, ...props }: LinkProps) {
  return <AriaLink {...props} className={styles.link({ variant, tone })} />;
}
