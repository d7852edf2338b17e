import type { Handlers } from '../context.ts';
import { signInHandlers } from './signIn.ts';

/** Every operation of openapi.yaml by operationId. */
export const handlers: Handlers = {
  ...signInHandlers,
};
