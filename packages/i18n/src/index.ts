export { activateLocale, i18n } from './instance.ts';
export { detectLocale, isLocale, locales, type Locale } from './locale.ts';
export {
  LOCALE_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  brandTitle,
  loadSavedLocale,
  resolveLocale,
  saveLocale,
  setLocaleCookie,
  LOCALE_COOKIE,
  setTokenCookie,
  switchLocale,
  takeQueryParams,
  type TakenQueryParams,
} from './persist.ts';
export {
  daysLeft,
  formatCapacity,
  formatCountdown,
  formatDate,
  formatDateTime,
  formatDaysLeft,
  formatMoney,
  formatNumber,
  formatRmb,
  formatUsd,
  type CapacityOptions,
  type Currency,
  type DateOptions,
  type MoneyOptions,
} from './format.ts';
export { SESSION_EXPIRED_CODE } from './messages/sessionCode.ts';
export { CLIENT_FAILURE_CODE } from './messages/failureCode.ts';
export {
  isServerErrorCode,
  messageForCode,
  serverErrorCodes,
  serverMessages,
  type ServerErrorCode,
} from './messages/server.ts';
export {
  clientMessage,
  clientMessageNumbers,
  clientMessages,
  type ClientMessageId,
  type ClientMessageValues,
} from './messages/client.ts';
export { networkFailedMessage } from './messages/networkFailed.ts';
export { messageForReason, validationMessages, type ReasonParams } from './messages/validation.ts';
