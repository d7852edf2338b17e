import { hydrate, type DehydratedState } from '@tanstack/react-query';
import type { SessionInfo } from '../session/sessionStore.ts';
import type { Site } from './createSite.ts';

/**
 * The answers an account screen drawn by the server for a session was drawn with (apps/server's signedInPages.ts,
 * its `signed-in-state` data block), put into the site's query cache before the page hydrates, so the screen asks
 * for nothing again and draws what the server drew. Loaded only for such a page (main.tsx): other pages never need
 * it. Returns false, changing nothing, when there is no such block or it was drawn for another session than the one
 * saved here (a token in the address, taken at start-up, replaces the one the cookie sent): the page is then drawn
 * in the browser.
 */
export function takeSignedInState(site: Site, doc: Document = document): boolean {
  const text = doc.getElementById('signed-in-state')?.textContent;
  if (!text) return false;
  let state: DehydratedState;
  try {
    state = JSON.parse(text) as DehydratedState;
  } catch {
    return false;
  }
  const profileHash = JSON.stringify(['post', '/user/getUserInfo']);
  const profile = state.queries?.find((query) => query.queryHash === profileHash)?.state.data as
    SessionInfo | undefined;
  const { token } = site.session.get();
  if (!profile || token === null || profile.token !== token) return false;
  hydrate(site.queryClient, state);
  // The header shows the profile the server drew it with.
  site.session.setInfo(profile);
  return true;
}
