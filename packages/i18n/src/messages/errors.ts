/**
 * The errors catalogue's entry (lingui.config.ts): the server codes' and the client's messages, which the API client
 * shows. The API client loads the catalogue with itself (`loadCatalogue('errors')`).
 */
export * from './server.ts';
export * from './client.ts';
