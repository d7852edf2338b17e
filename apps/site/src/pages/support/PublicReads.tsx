import { ApiClientProvider, useApiClientSource } from '@kankan/api';
import type { ReactNode } from 'react';
import { useSite } from '../../app/SiteContext.tsx';

/**
 * Gives the content pages' public reads (news, cases) the site's API client, loaded on demand, without TanStack
 * Query (`usePublicRead`). Where a provider already gives one (the API layer once loaded, stories), that one is used.
 */
export function PublicReads({ children }: { children: ReactNode }) {
  return useApiClientSource() ? children : <FromSite>{children}</FromSite>;
}

function FromSite({ children }: { children: ReactNode }) {
  // `loadClient` is one function for the site's life, so the reads' cache lasts the visit.
  const { loadClient } = useSite();
  return <ApiClientProvider value={loadClient}>{children}</ApiClientProvider>;
}
