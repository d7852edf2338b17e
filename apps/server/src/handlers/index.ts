import type { Handlers } from '../context.ts';
import { cameraHandlers } from './cameras.ts';
import { cartHandlers } from './cart.ts';
import { invoiceHandlers } from './invoices.ts';
import { membershipHandlers } from './membership.ts';
import { orderHandlers } from './orders.ts';
import { paymentHandlers } from './payment.ts';
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
};
