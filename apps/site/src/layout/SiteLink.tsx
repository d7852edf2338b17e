import type { LinkComponentProps } from '@kankan/ui';
import { Link } from 'react-router-dom';

/**
 * The library's links on the site: react-router's `<Link>`, so a plain click on a path of the site navigates
 * client-side while modifier clicks and `target="_blank"` stay with the browser. The library gives it only the
 * site's own paths (other schemes and sites are plain anchors); a download is a file, never a route, so react-router
 * (which does not look at `download`) lets the browser have it (`reloadDocument`).
 */
export function SiteLink({ href, routerOptions, ...props }: LinkComponentProps) {
  return <Link {...props} {...routerOptions} to={href} reloadDocument={props.download !== undefined} />;
}
