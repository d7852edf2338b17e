import { createApiClient, createApiQueryClient, ApiProvider, type FetchFunction } from '@kankan/api';
import { i18n, type Locale } from '@kankan/i18n';
import { dialogOf } from '@kankan/ui/storybook';
import type { Decorator } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, waitFor } from 'storybook/test';
import { PART_PENDING_ATTRIBUTE } from '../app/screenPart.tsx';
import { watchedQueryClient } from './answers.ts';

/**
 * A fake `/api`: path (without `/api`) to the `data` of a code-0 answer, or a function of the request body giving it
 * (or a promise of it).
 */
export type FakeApi = Record<string, unknown | ((body: unknown) => unknown)>;

/** A fetch that answers the site's calls from `api` with the `{code, msg, data}` envelope; unknown paths get 3002. */
export function fakeFetch(api: FakeApi): FetchFunction {
  return async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const handler = api[path];
    if (handler === undefined) {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a developer-facing message of the story harness
      return Response.json({ code: 3002, msg: `no fake answer for ${path}`, data: null });
    }
    const text = request.method === 'GET' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    // A handler may answer later (a promise), or never, to show a page while it loads.
    const data: unknown = await (typeof handler === 'function'
      ? (handler as (body: unknown) => unknown)(body)
      : handler);
    return Response.json({ code: 0, msg: 'ok', data });
  };
}

export interface PageStoryOptions {
  /** The address the page is shown at, e.g. `/cases/museum?sort=2`. */
  url?: string;
  /** The route pattern the page is mounted under, e.g. `/cases/:id` (defaults to `url` without its query). */
  route?: string;
  /** Answers of the fake API the page's hooks call. */
  api?: FakeApi;
}

function PageProviders({ options, children }: { options: PageStoryOptions; children: ReactNode }) {
  const { client, queryClient } = useMemo(
    () => ({
      client: createApiClient({
        baseUrl: `${window.location.origin}/api`,
        getToken: () => null,
        getLocale: () => i18n.locale as Locale,
        fetch: fakeFetch(options.api ?? {}),
      }),
      queryClient: watchedQueryClient(createApiQueryClient()),
    }),
    [options.api],
  );
  const url = options.url ?? '/';
  const route = options.route ?? url.split('?')[0] ?? '/';
  return (
    <ApiProvider client={client} queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={route} element={children} />
        </Routes>
      </MemoryRouter>
    </ApiProvider>
  );
}

/**
 * Page stories (`Pages/...`): the page in a memory router at `url`, with a fake API, shown full-bleed at 1440 px.
 * Spread into the story meta: `{ title: 'Pages/Home', component: HomePage, ...pageStory({ url: '/' }) }`.
 */
export function pageStory(options: PageStoryOptions = {}) {
  const decorator: Decorator = (Story) => (
    <PageProviders options={options}>
      <Story />
    </PageProviders>
  );
  return {
    decorators: [decorator],
    parameters: { layout: 'fullscreen' as const },
    globals: { viewport: { value: 'page', isRotated: false } },
  };
}

/**
 * Waits until the screen's parts (app/screenPart.tsx) have arrived: a story whose checks look only at the screen's
 * frame calls it, so that its accessibility check runs on the whole screen rather than on a part's placeholder.
 */
export async function partsArrived(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => expect(canvasElement.querySelector(`[${PART_PENDING_ATTRIBUTE}]`)).toBeNull(), {
    timeout: 10_000,
  });
}

/**
 * The dialog a story opened: a screen's dialog loads its chunk when it first opens (its fallback marks the wait, see
 * `PartPending`), so the play waits for that chunk and then for the dialog to show (`dialogOf`), not for a time.
 */
export async function openedDialog(
  canvasElement: HTMLElement,
  name?: string | RegExp,
  role: 'dialog' | 'alertdialog' = 'dialog',
): Promise<HTMLElement> {
  await partsArrived(canvasElement);
  return dialogOf(name, role);
}
