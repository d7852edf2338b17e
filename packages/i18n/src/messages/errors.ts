/**
 * The errors catalogue's entry (lingui.config.ts): the server codes' and the client's messages, which the API client
 * shows (`@kankan/i18n/errors`, imported by the module that words its errors). The site's client loads the catalogue
 * on a failure, before it words the error (`loadMessages`), so a visit whose calls all succeed never downloads it.
 */
export * from './server.ts';
export * from './client.ts';
