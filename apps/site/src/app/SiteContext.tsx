import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SessionState } from '../session/sessionStore.ts';
import type { Site } from './createSite.ts';

const SiteContext = createContext<Site | null>(null);

export const SiteProvider = SiteContext.Provider;

/** The site's session, client and session ends, from the nearest `SiteProvider`. */
export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite must be used inside a SiteProvider');
  return site;
}

/** The session, re-rendering on every change (login, profile, logout). */
export function useSession(): SessionState {
  const { session } = useSite();
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
