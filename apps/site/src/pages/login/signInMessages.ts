/**
 * What a finished sign-in call shows (a server code's message, "Signed up", …). Loaded with the calls, as the API
 * client loads the errors catalogue with itself: the login page's first load needs neither (`useSignInCalls`).
 */
export { clientMessage, messageForCode } from '@kankan/i18n';
