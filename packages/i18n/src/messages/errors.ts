/**
 * The server codes' and the client's messages, which the API client shows (`@kankan/i18n/errors`, imported by the
 * module that words its errors, which the client loads on its first failure).
 */
export * from './server.ts';
export * from './client.ts';
