import { RouterAnchor, type RouterAnchorProps } from './RouterAnchor.tsx';
import * as styles from './Link.css.ts';

export const linkVariants = ['inline', 'standalone'] as const;
export const linkTones = ['accent', 'neutral', 'muted'] as const;

export interface LinkProps extends Omit<RouterAnchorProps, 'className' | 'style'> {
  variant?: (typeof linkVariants)[number];
  tone?: (typeof linkTones)[number];
}

/**
 * A text link: a native `<a href>`. The site's own paths go through the app's link component
 * (`LinkComponentProvider`; on the site react-router's `<Link>`, which navigates client-side); external ones,
 * `target="_blank"` and modifier clicks open as the browser does.
 */
export function Link({ variant, tone, ...props }: LinkProps) {
  return <RouterAnchor {...props} className={styles.link({ variant, tone })} />;
}
