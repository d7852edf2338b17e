import { act, render, screen } from '@testing-library/react';
import { Suspense, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client.ts';
import { ApiDemandProvider, type ApiDemand } from './demand.ts';
import { ApiProvider, createApiQueryClient, useApi } from './provider.tsx';

const client = createApiClient({ baseUrl: 'https://site.test/api', getToken: () => null, fetch: vi.fn() });

function UsesApi() {
  const { client: found } = useApi();
  return <p>{found === client ? 'has the client' : 'another client'}</p>;
}

/** An app that renders the ApiProvider only once a screen asks for it; `started` counts the loads it began. */
function OnDemand({ children, started }: { children: ReactNode; started: () => void }) {
  const [loaded, setLoaded] = useState(false);
  const [demand] = useState<ApiDemand>(() => {
    let loading: Promise<void> | null = null;
    return {
      load: () => {
        if (!loading) {
          started();
          loading = Promise.resolve().then(() => setLoaded(true));
        }
        return loading;
      },
    };
  });
  if (loaded) {
    return (
      <ApiProvider client={client} queryClient={createApiQueryClient()}>
        {children}
      </ApiProvider>
    );
  }
  return <ApiDemandProvider value={demand}>{children}</ApiDemandProvider>;
}

describe('useApi on demand', () => {
  it('suspends until the app has rendered the ApiProvider, then gives its client', async () => {
    const started = vi.fn();
    await act(async () => {
      render(
        <OnDemand started={started}>
          <Suspense fallback={<p>waiting</p>}>
            <UsesApi />
          </Suspense>
        </OnDemand>,
      );
    });
    expect(await screen.findByText('has the client')).toBeInTheDocument();
    expect(started).toHaveBeenCalledOnce();
  });

  it('a screen that does not use the API loads nothing', () => {
    const started = vi.fn();
    render(
      <OnDemand started={started}>
        <p>static page</p>
      </OnDemand>,
    );
    expect(screen.getByText('static page')).toBeInTheDocument();
    expect(started).not.toHaveBeenCalled();
  });

  it('without a provider or a demand it names the mistake', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<UsesApi />)).toThrow('useApi must be used inside an ApiProvider');
  });
});
