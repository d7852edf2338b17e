import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../instance.ts';
import { networkFailed } from './networkFailed.ts';

/*
 * Section 8.1 of the spec: the numbered messages the site itself shows, plus the network and timeout messages of
 * section 7.5. Ids are named by meaning; `clientMessageNumbers` keeps the spec's numbers.
 */
export const clientMessages = {
  orderInfoFailed: msg`We couldn't get the order information. Please try again.`,
  payCodeFailed: msg`We couldn't get the payment QR code. Please try again.`,
  goingToPaymentProvider: msg`Taking you to PayPal to complete the payment…`,
  pleaseFillIn: msg`Please fill this in.`,
  invoiceReady: msg`Your invoice information is ready.`,
  cannotBeBlank: msg`This cannot be blank.`,
  emailIncorrect: msg`Please enter a correct e-mail address.`,
  submitted: msg`Submitted.`,
  contactIncorrect: msg`The contact information is not correct. Please change it.`,
  networkBusy: msg`The network is busy. Please try again later.`,
  messageReceived: msg`Thank you. We have received your message.`,
  cameraDetailFailed: msg`We couldn't get the camera details. Please try again.`,
  lastItemUndeletable: msg`The last item can't be deleted.`,
  confirmDelete: msg`Are you sure you want to delete this?`,
  agreeToTerms: msg`Please agree to our terms first.`,
  saveInvoiceInfo: msg`Please save the invoice information first.`,
  completeInvoiceInfo: msg`Please complete the invoice information.`,
  saveDeliveryInfo: msg`Please save the delivery information first.`,
  completeDeliveryInfo: msg`Please complete the delivery information.`,
  taxNumberRequired: msg`Please enter the 18-digit tax number.`,
  mobileIncorrect: msg`Please enter a correct mobile number.`,
  signedUp: msg`You have signed up. Please log in now.`,
  passwordReset: msg`Your password has been reset. Please log in again.`,
  noRecords: msg`No records found.`,
  confirmUnbind: msg`Are you sure you want to unbind this camera?`,
  imageFormat: msg`This image format is not supported. Please upload a JPG or PNG image.`,
  storageFull: msg`Your cloud storage is full. Delete some scenes or expand your storage.`,
  mobileNotValid: msg`This mobile number is not valid.`,
  logInAgain: msg`Please log in again.`,
  passwordTooShort: msg`The password must be at least 8 characters long.`,
  passwordChanged: msg`Your password has been changed.`,
  unbound: msg`The camera has been unbound.`,
  failed: msg`That didn't work. Please try again.`,
  userNameBlank: msg`The user name cannot be blank.`,
  deleted: msg`Deleted.`,
  deleteFailed: msg`We couldn't delete it. Please try again.`,
  addedToCart: msg`Added to your cart.`,
  logInToRenew: msg`Please log in to top up or renew.`,
  logIn: msg`Please log in.`,
  downgradeUnsupported: msg`Downgrading a plan is not supported. You can renew or upgrade it.`,
  bindBeforeExpanding: msg`Bind the camera to a user account before expanding its storage.`,
  collaboratorAdded: msg`The collaborator has been added.`,
  collaboratorCancelled: msg`The collaboration has been cancelled.`,
  deauthorised: msg`The membership has been deauthorised.`,
  downloadFailed: msg({
    message: 'The download failed. Downloads left: {count}.',
    comment: 'count: how many downloads the user still has',
  }),
  networkFailed,
  timeout: msg`The request timed out. Please try again.`,
} as const satisfies Record<string, MessageDescriptor>;

export type ClientMessageId = keyof typeof clientMessages;

/** The spec's numbers (section 8.1) for each message; the network and timeout messages come from section 7.5. */
export const clientMessageNumbers: Record<ClientMessageId, readonly number[]> = {
  orderInfoFailed: [1],
  payCodeFailed: [2],
  goingToPaymentProvider: [3],
  pleaseFillIn: [4],
  invoiceReady: [5, 6],
  cannotBeBlank: [7],
  emailIncorrect: [8],
  submitted: [9],
  contactIncorrect: [10],
  networkBusy: [11],
  messageReceived: [12],
  cameraDetailFailed: [13],
  lastItemUndeletable: [14],
  confirmDelete: [15],
  agreeToTerms: [16],
  saveInvoiceInfo: [17],
  completeInvoiceInfo: [18],
  saveDeliveryInfo: [19],
  completeDeliveryInfo: [20],
  taxNumberRequired: [21],
  mobileIncorrect: [22],
  signedUp: [23],
  passwordReset: [24],
  noRecords: [25],
  confirmUnbind: [26],
  imageFormat: [27, 36],
  storageFull: [28],
  mobileNotValid: [29],
  logInAgain: [30],
  passwordTooShort: [31],
  passwordChanged: [32],
  unbound: [33],
  failed: [34],
  userNameBlank: [35],
  deleted: [37],
  deleteFailed: [38],
  addedToCart: [39],
  logInToRenew: [40],
  logIn: [41],
  downgradeUnsupported: [42],
  bindBeforeExpanding: [43],
  collaboratorAdded: [44],
  collaboratorCancelled: [45],
  deauthorised: [46],
  downloadFailed: [],
  networkFailed: [],
  timeout: [],
};

/** Values a message needs; messages not listed take none. */
export interface ClientMessageValues {
  downloadFailed: { count: number };
}

type ValuesArg<Id extends ClientMessageId> = Id extends keyof ClientMessageValues
  ? [values: ClientMessageValues[Id]]
  : [];

/** A client message in the active language. */
export function clientMessage<Id extends ClientMessageId>(id: Id, ...values: ValuesArg<Id>): string {
  // A descriptor built here, not an object literal in the call: the extractor only reads literal descriptors.
  const descriptor: MessageDescriptor = { ...clientMessages[id], values: values[0] };
  return i18n._(descriptor);
}
