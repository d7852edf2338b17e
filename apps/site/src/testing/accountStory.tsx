import { createApiClient, createApiQueryClient, ApiProvider } from '@kankan/api';
import { manualClock } from '@kankan/ui';
import { i18n, type Locale } from '@kankan/i18n';
import type { Decorator } from '@storybook/react-vite';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createSite, type SiteOptions } from '../app/createSite.ts';
import { markPageWorks } from '../app/pageTiming.ts';
import { SiteProvider } from '../app/SiteContext.tsx';
import { loadShellParts, RootLayout } from '../layout/RootLayout.tsx';
import AccountArea from '../pages/account/AccountArea.tsx';
import { windowHeight } from '../pages/account/AccountArea.css.ts';
import { memoryStorage } from '../session/sessionStore.ts';
import { fakeFetch, type FakeApi } from './pageStory.tsx';
import { watchedQueryClient } from './answers.ts';

/** The signed-in customer the header shows, unless a story's API answers otherwise. */
const headerAnswers: FakeApi = {
  '/user/getUserInfo': {
    id: 10086,
    userName: 'li_wen',
    phoneNum: '13800138000',
    areaNum: '86',
    email: 'li.wen@guangying3d.cn',
    head: null,
    incrementNum: 1,
    deletionRequestedAt: null,
  },
  '/user/cart/list': [{ goodsId: 4, goodsCount: 2, price: 12800, dollarPrice: 1799 }],
};

export interface AccountStoryOptions {
  /** The address of the screen, e.g. `/manage/order?tab=membership`. */
  url: string;
  /** The screen's route under /manage, e.g. `order/:orderSn` (the address's screen by default). */
  route?: string;
  /** The fake API's answers, for the screen and the header (the customer and cart above by default). */
  api: FakeApi;
  /** What the session's storage holds at the start (a signed-in customer by default). */
  storage?: Record<string, string>;
  /** Where the site's toasts go (the toast region by default). */
  notify?: SiteOptions['notify'];
}

function AccountFrame({ options, children }: { options: AccountStoryOptions; children: ReactNode }) {
  const api = { ...headerAnswers, ...options.api };
  const [{ site, client, queryClient, height }] = useState(() => ({
    // The window the story is shown in, before a whole-page capture grows it.
    height: `${window.innerHeight}px`,
    site: createSite({
      storage: memoryStorage(options.storage ?? { token: 'story', name: 'li_wen' }),
      baseUrl: `${window.location.origin}/api`,
      fetch: fakeFetch(api),
      // Countdowns (the PayPal hand-over) stay where they start, so a capture never depends on wall time.
      clock: manualClock(),
      ...(options.notify ? { notify: options.notify } : {}),
    }),
    // The screens' queries, as in the page stories: a failed answer shows in the screen, not as a toast.
    client: createApiClient({
      baseUrl: `${window.location.origin}/api`,
      getToken: () => null,
      getLocale: () => i18n.locale as Locale,
      fetch: fakeFetch(api),
    }),
    queryClient: watchedQueryClient(createApiQueryClient()),
  }));
  const route = options.route ?? options.url.split(/[?#]/)[0]?.replace(/^\/manage\//, '') ?? '';
  return (
    <div style={{ [windowHeight.replace(/^var\((.+)\)$/, '$1')]: height } as CSSProperties}>
      <SiteProvider value={site}>
        <ApiProvider client={client} queryClient={queryClient}>
          <MemoryRouter initialEntries={[options.url]}>
            <RootLayout>
              <Routes>
                <Route path="/manage" element={<AccountArea />}>
                  <Route path={route} element={children} />
                </Route>
              </Routes>
            </RootLayout>
          </MemoryRouter>
        </ApiProvider>
      </SiteProvider>
    </div>
  );
}

/**
 * An account screen's story in the frame the site draws it in: the root layout (header, footer) and the account
 * area (side menu) around the story's screen, over a fake API, one site per story. Use as the story's decorators:
 * `decorators: accountScreen({ url: '/manage/order', api })`, with `...accountStories` spread into the meta.
 */
export function accountScreen(options: AccountStoryOptions): Decorator[] {
  return [
    (Story) => (
      <AccountFrame options={options}>
        <Story />
      </AccountFrame>
    ),
  ];
}

/**
 * The meta of an account screen's stories: full-bleed, captured whole at 1440 px, a story with a dialog open too (the
 * page is taller than the window, and a capture of the window's page alone leaves what lies below it unpainted). The header's code loads before
 * the story renders (after the page works, as on the site), so no capture shows its placeholder.
 */
export const accountStories = {
  parameters: { layout: 'fullscreen' as const, fullPage: true },
  globals: { viewport: { value: 'page', isRotated: false } },
  loaders: [
    async () => {
      markPageWorks();
      await loadShellParts();
      return {};
    },
  ],
};

/** A story of a page-level state shown at 1280 px as well, the narrowest width the account area is designed for. */
export const at1280 = { globals: { viewport: { value: 'desktop', isRotated: false } } };
