import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { createSite, type SiteOptions } from '../app/createSite.ts';
import { SiteProvider } from '../app/SiteContext.tsx';
import { memoryStorage } from '../session/sessionStore.ts';
import { fakeFetch, type FakeApi } from './pageStory.tsx';

interface StorySiteOptions {
  /** Where the site's toasts go (the toast region by default). */
  notify?: SiteOptions['notify'];
  /** What the session's storage holds at the start (e.g. a token, or `deviceLogin: 'true'` for a camera login). */
  storage?: Record<string, string>;
}

function StorySite({ api, options, children }: { api: FakeApi; options: StorySiteOptions; children: ReactNode }) {
  const [site] = useState(() =>
    createSite({
      storage: memoryStorage(options.storage),
      baseUrl: `${window.location.origin}/api`,
      fetch: fakeFetch(api),
      ...(options.notify ? { notify: options.notify } : {}),
    }),
  );
  return <SiteProvider value={site}>{children}</SiteProvider>;
}

/**
 * For stories of pages that use the site itself (its session, its API client loaded on demand, requests that load
 * when the visitor acts): a site with an in-memory session, one per story, answering from the same fake API as the
 * page story.
 */
export function withSite(api: FakeApi, options: StorySiteOptions = {}): Decorator {
  return (Story) => (
    <StorySite api={api} options={options}>
      <Story />
    </StorySite>
  );
}
