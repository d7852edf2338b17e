import type { ApiClient } from '@kankan/api';
import { loadCatalogue } from '@kankan/i18n';
import { useCallback, useState } from 'react';
import { loadApiLayer } from '../../app/ApiOnDemand.tsx';
import { useSite } from '../../app/SiteContext.tsx';
import type * as SignInMessagesModule from './signInMessages.ts';

/** The messages a finished call shows, loaded with the first call (`signInMessages.ts`). */
export type SignInMessages = typeof SignInMessagesModule;

/** What a run answers: the calls' result and the messages to tell it with. */
export interface SignInResult<T> {
  data: T;
  messages: SignInMessages;
}

export interface SignInCalls {
  /**
   * Runs calls with the site's API client (loaded on the first call, with the messages of their outcomes). A
   * `tracked` run counts as pending until it settles; failures are thrown as the client throws them (`ApiError`,
   * with the catalogue's message of its code), for the page to show at its fields.
   */
  run: <T>(calls: (client: ApiClient) => Promise<T>, options?: { tracked?: boolean }) => Promise<SignInResult<T>>;
  /** A tracked run has not settled yet. */
  isPending: boolean;
  /**
   * After a login over an earlier session: answers cached for that session (profile, cart) are fetched again
   * with the new token, as the API's login hooks do.
   */
  refreshSessionAnswers: () => void;
}

/**
 * The sign-in calls without TanStack Query: they are one-off calls whose failures the page shows itself (they are
 * among the site's inline-error paths, so the query layer would add nothing but ~10 kB to the page's first load).
 * The client's own rules still apply: the loading indicator, timeouts and retries, the language header.
 */
export function useSignInCalls(): SignInCalls {
  const site = useSite();
  const [running, setRunning] = useState(0);
  const run = useCallback(
    async <T>(calls: (client: ApiClient) => Promise<T>, { tracked = true } = {}): Promise<SignInResult<T>> => {
      if (tracked) setRunning((count) => count + 1);
      try {
        // The client loads the errors catalogue too; naming it here keeps the messages with their catalogue.
        const [client, messages] = await Promise.all([
          site.loadClient(),
          import('./signInMessages.ts'),
          loadCatalogue('errors'),
        ]);
        return { data: await calls(client), messages };
      } finally {
        if (tracked) setRunning((count) => count - 1);
      }
    },
    [site],
  );
  const refreshSessionAnswers = useCallback(() => {
    void loadApiLayer().then(
      ({ siteQueryClient }) =>
        Promise.all(
          (['/user/getUserInfo', '/user/cart/list'] as const).map((path) =>
            siteQueryClient(site).invalidateQueries({ queryKey: ['post', path] }),
          ),
        ),
      () => {
        // Without the layer nothing is cached.
      },
    );
  }, [site]);
  return { run, isPending: running > 0, refreshSessionAnswers };
}
