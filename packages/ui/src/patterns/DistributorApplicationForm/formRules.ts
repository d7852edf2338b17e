/*
 * What the distributor form needs only once the visitor submits: the application's rules and the texts of their
 * messages, of a server refusal and of the confirmation. Loaded in idle time after the form shows, or at once on
 * Submit (see `formRules` in the form).
 */
export { validateDistributorApplication } from '@kankan/domain';
export { clientMessage, messageForCode, messageForReason } from '@kankan/i18n';
