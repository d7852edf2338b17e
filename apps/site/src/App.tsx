import { ApiProvider } from '@kankan/api';
import { RouterProvider, type createBrowserRouter, type createMemoryRouter } from 'react-router-dom';
import type { Site } from './app/createSite.ts';
import { SiteProvider } from './app/SiteContext.tsx';

export interface AppProps {
  site: Site;
  router: ReturnType<typeof createBrowserRouter> | ReturnType<typeof createMemoryRouter>;
}

/** The site: its session and API client around the data router. */
export function App({ site, router }: AppProps) {
  return (
    <SiteProvider value={site}>
      <ApiProvider client={site.client} queryClient={site.queryClient}>
        <RouterProvider router={router} />
      </ApiProvider>
    </SiteProvider>
  );
}
