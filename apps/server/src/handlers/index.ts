import type { Handlers } from '../context.ts';
import { cameraHandlers } from './cameras.ts';
import { cartHandlers } from './cart.ts';
import { collaborationHandlers } from './collaboration.ts';
import { contentHandlers } from './content.ts';
import { downloadHandlers } from './downloads.ts';
import { folderHandlers } from './folders.ts';
import { invoiceHandlers } from './invoices.ts';
import { membershipHandlers } from './membership.ts';
import { orderHandlers } from './orders.ts';
import { paymentHandlers } from './payment.ts';
import { sceneHandlers } from './scenes.ts';
import { signInHandlers } from './signIn.ts';
import { userHandlers } from './user.ts';

/** Every operation of openapi.yaml by operationId. */
export const handlers: Handlers = {
  ...signInHandlers,
  ...userHandlers,
  ...cartHandlers,
  ...orderHandlers,
  ...paymentHandlers,
  ...invoiceHandlers,
  ...cameraHandlers,
  ...membershipHandlers,
  ...sceneHandlers,
  ...folderHandlers,
  ...collaborationHandlers,
  ...contentHandlers,
  ...downloadHandlers,
};
