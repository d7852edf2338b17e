import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { createSite } from '../../app/createSite.ts';
import { SiteProvider } from '../../app/SiteContext.tsx';
import { memoryStorage } from '../../session/sessionStore.ts';
import { fakeFetch, type FakeApi } from '../../testing/pageStory.tsx';

function StorySite({ api, children }: { api: FakeApi; children: ReactNode }) {
  const [site] = useState(() =>
    createSite({ storage: memoryStorage(), baseUrl: `${window.location.origin}/api`, fetch: fakeFetch(api) }),
  );
  return <SiteProvider value={site}>{children}</SiteProvider>;
}

/**
 * For stories of pages whose requests load when the visitor acts (`useMutationOnDemand`): the site those requests
 * run in (its API layer and query cache), answering from the same fake API as the page story.
 */
export function withSite(api: FakeApi): Decorator {
  return (Story) => (
    <StorySite api={api}>
      <Story />
    </StorySite>
  );
}
