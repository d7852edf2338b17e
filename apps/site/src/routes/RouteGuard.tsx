import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, type Location } from 'react-router';
import { useSite } from '../app/SiteContext.tsx';
import { decideRoute, HOME_PATH, type RouteDecision } from '../rules/routeRules.ts';

/**
 * Applies the route rules of spec 2.6 to every address opened (first load, links, back and forward) before its page
 * renders: a protected page without a token goes home, a device login outside its two pages is logged out and sent
 * to the login page, otherwise the page shows and its area is remembered.
 *
 * The decision is taken once per navigation, with the session of that moment (as a route loader would): a login or
 * logout on the page itself does not move the user; the code that logs in or out navigates.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const site = useSite();
  const [decided, setDecided] = useState<{ location: Location; decision: RouteDecision }>(() => ({
    location,
    decision: decideRoute(location.pathname, site.session.get()),
  }));
  let current = decided;
  if (decided.location !== location) {
    current = { location, decision: decideRoute(location.pathname, site.session.get()) };
    setDecided(current);
  }
  const { decision } = current;

  useEffect(() => {
    if (decision.kind === 'deviceLogout') void site.logOut();
    if (decision.kind === 'allow') site.session.setLastArea(decision.area);
  }, [decision, site]);

  if (decision.kind === 'home') return <Navigate to={HOME_PATH} replace />;
  if (decision.kind === 'deviceLogout') return <Navigate to={decision.to} replace />;
  return children;
}
