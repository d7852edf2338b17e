import { ApiDemandProvider, type ApiDemand } from '@kankan/api';
import { loadCatalogue } from '@kankan/i18n';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type * as apiLayer from './apiLayer.tsx';
import { useSite } from './SiteContext.tsx';

type ApiLayerModule = typeof apiLayer;

let loaded: ApiLayerModule | null = null;
let loading: Promise<ApiLayerModule> | null = null;

/**
 * Loads the API layer (TanStack Query and the site's query client) once, with the error messages' catalogue (any
 * failed call's toast or field message is one of them); a failed download can be tried again.
 */
export function loadApiLayer(): Promise<ApiLayerModule> {
  loading ??= Promise.all([import('./apiLayer.tsx'), loadCatalogue('errors')]).then(
    ([module]) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Puts the API layer above its children once they need it: a screen whose hooks call the API suspends (in
 * `useApi`) while the layer loads, then renders again below it. Screens that never call the API (most public
 * pages) never load TanStack Query.
 */
export function ApiOnDemand({ children }: { children: ReactNode }) {
  const site = useSite();
  const [layer, setLayer] = useState(loaded);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const pending = useRef<Promise<ApiLayerModule> | null>(null);
  const demand = useMemo<ApiDemand>(
    () => ({
      load: () => {
        if (pending.current) return pending.current;
        // The API client (its own chunk) loads alongside the layer, which needs it to render.
        const load = Promise.all([loadApiLayer(), site.loadClient()]).then(([module]) => module);
        pending.current = load;
        // Registered before the caller's `use` subscribes, so the layer is in place when React renders it again. A
        // first render that never mounted (a navigation still loading) starts over and finds the layer loaded.
        void load.then(
          (module) => {
            if (mounted.current) setLayer(module);
          },
          () => {
            // A failed download can be tried again.
            pending.current = null;
          },
        );
        return load;
      },
    }),
    [site],
  );
  if (layer) return <layer.ApiLayer>{children}</layer.ApiLayer>;
  return <ApiDemandProvider value={demand}>{children}</ApiDemandProvider>;
}
