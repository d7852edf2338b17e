/** Request behaviour (spec 7 and 9): timeout, retries after a timeout, and the delay between them. */
export const REQUEST = {
  timeoutMs: 1_500_000,
  retries: 2,
  retryDelayMs: 1000,
} as const;

/** Default telephone area code for phone logins (spec 3, 9). */
export const DEFAULT_AREA_CODE = '86';

/** The payment dialog polls the order status this often (spec 4, 9). */
export const ORDER_POLL_INTERVAL_MS = 5000;
