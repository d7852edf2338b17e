import { createContext } from 'react';

/**
 * Lets an app load TanStack Query only when a screen first needs it. An app that renders `ApiDemandProvider` instead
 * of `ApiProvider` promises to put an `ApiProvider` above the caller once `load()` settles; until then `useApi`
 * suspends on that promise (React renders the Suspense boundary's content again when it settles). This module imports nothing of TanStack Query, so the app's entry stays without it.
 */
export interface ApiDemand {
  /** Starts loading the `ApiProvider` (the same promise on every call); settles once it is rendered. */
  load: () => Promise<unknown>;
}

export const ApiDemandContext = createContext<ApiDemand | null>(null);

export const ApiDemandProvider = ApiDemandContext.Provider;
