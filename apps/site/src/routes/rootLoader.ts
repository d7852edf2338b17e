import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { Site } from '../app/createSite.ts';
import { decideRoute, HOME_PATH } from '../rules/routeRules.ts';

/**
 * Runs before every navigation (the root route always revalidates): applies the route rules of spec 2.6 to the
 * address being opened.
 */
export function createRootLoader(site: Site) {
  return ({ request }: LoaderFunctionArgs) => {
    const { pathname } = new URL(request.url);
    const decision = decideRoute(pathname, site.session.get());
    switch (decision.kind) {
      case 'deviceLogout':
        void site.logOut();
        return redirect(decision.to);
      case 'home':
        return redirect(HOME_PATH);
      case 'allow':
        site.session.setLastArea(decision.area);
        return null;
    }
  };
}
