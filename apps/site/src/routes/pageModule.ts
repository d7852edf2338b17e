import type { ApiPrefetch } from '@kankan/api';
import { createElement, type ComponentType } from 'react';

/** What a page's chunk gives its route: the page component. */
export interface PageModule {
  Component: ComponentType;
}

/**
 * One route of the site as plain data (scripts/prerender.mjs reads these arrays): its address (`path`, or `index` for
 * its parent's), how its page's chunk loads, and sub-addresses the page reads itself (`children`, no page of their
 * own). `routes/index.tsx` turns them into `<Route>` elements in one place.
 */
export interface PageRoute {
  path?: string;
  index?: true;
  lazy?: () => Promise<PageModule>;
  children?: PageRoute[];
  /**
   * The module that asks for what the page's first draw shows (`prefetch`), when the site starts on its address with
   * a session: its requests then go out beside the page's files instead of after them.
   */
  data?: () => Promise<{ prefetch: ScreenPrefetch }>;
}

/** What a page's data prefetch knows: the address's query string and the kind of login. */
export interface ScreenAddress {
  search: URLSearchParams;
  deviceLogin: boolean;
}

/** Asks for a page's first data with the API package's prefetches (`prefetchPost`); never throws. */
export type ScreenPrefetch = (api: ApiPrefetch, address: ScreenAddress) => void;

/** Turns a page module (`export default function XPage`) into what a lazy route returns. */
export function pageModule(module: { default: ComponentType }): PageModule {
  return { Component: module.default };
}

/** Like `pageModule`, for a page shown with fixed props (one screen component serving several addresses). */
export function pageModuleWith<Props extends object>(props: Props) {
  return (module: { default: ComponentType<Props> }): PageModule => ({
    Component: function BoundPage() {
      return createElement(module.default, props);
    },
  });
}
