import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LOGIN_LOCK_MINUTES } from '@kankan/domain';
import { i18n } from '../instance.ts';
import { clientMessages } from './client.ts';
import { CLIENT_FAILURE_CODE } from './failureCode.ts';
import { networkFailed } from './networkFailed.ts';

/*
 * Section 8.2 of the spec: every error code the server answers with, and the message the user sees for it.
 * Codes that share one meaning share one descriptor. The spec lists the 5001-5016 meanings in order with only
 * some numbers given (5006, 5008, 5014, 5015, 5016); the others are numbered in the listed order, which leaves
 * 5005 and 5013 without a meaning of their own: they get the general scene-data message.
 */

const wrongCredentials = msg`Incorrect user name or password.`;
const userNotFound = msg`This user does not exist.`;
const sceneHasCollaborator = msg`This scene, or one of the selected scenes, already has a collaborator. Cancel that collaboration first.`;
const sceneDataInvalid = msg`Something is wrong with the scene data.`;
const cameraNotBound = msg`The camera does not exist or is not bound.`;
const cameraHasCollaborator = msg`This camera already has a collaborator. Cancel that collaboration first.`;

export const serverMessages = {
  3001: msg`Some required information is missing from the request.`,
  3002: msg`Something went wrong with the request. Please try again.`,
  3003: msg`This request is not allowed.`,
  3004: msg`Your session has expired. Please log in again.`,
  3005: msg`The verification code has expired. Please request a new one.`,
  3006: msg`The verification code is incorrect.`,
  3007: msg`This user name is already taken.`,
  3008: msg`This account is already registered.`,
  3009: msg`The two passwords do not match.`,
  3010: msg`The user name must be 2 to 11 characters long.`,
  3011: msg`The password must be 8 to 16 characters long and contain upper-case letters, lower-case letters and digits.`,
  3012: msg`The user name contains words that are not allowed.`,
  3013: msg`The mobile number is not in a valid format.`,
  3014: wrongCredentials,
  3015: userNotFound,
  3016: msg`You don't have access to this. Please contact your administrator.`,
  3017: msg`The file is empty.`,
  3018: msg`The file is missing.`,
  3019: msg`The e-mail address is not in a valid format.`,
  3020: msg`This e-mail address is already in use.`,
  3021: msg`This user name is not valid.`,
  3022: sceneHasCollaborator,
  3023: msg`You have requested too many verification codes today. Please try again tomorrow.`,
  3024: msg`You can't make yourself a collaborator on your own scene.`,
  3025: msg`You can't make yourself a collaborator on your own camera.`,
  3026: sceneHasCollaborator,
  3027: msg`Too many failed logins: logging in is locked for up to ${LOGIN_LOCK_MINUTES} minutes. To unlock it now, reset your password with “Find password”.`,
  3030: msg`This membership does not exist.`,
  3031: msg`This membership is already authorised to a camera. Deauthorise it first.`,
  3032: msg`This camera already has a membership authorised. Deauthorise it first.`,
  4007: userNotFound,
  4010: msg`No camera with this serial number exists.`,
  4011: msg`This camera is already bound or authorised.`,
  4012: wrongCredentials,
  4013: msg`This serial number belongs to another camera type. Choose the camera's type and try again.`,
  4021: msg`An invoice has already been issued for this.`,
  5001: msg`The model data is empty.`,
  5002: msg`The order is empty.`,
  5003: msg`The guide ID or name is empty.`,
  5004: msg`The scene is empty.`,
  5005: sceneDataInvalid,
  5006: msg`Your balance is not sufficient.`,
  5007: msg`This is not a Pro scene.`,
  5008: msg`This scene is archived and can't be deleted.`,
  5009: msg`This scene has been deleted.`,
  5010: msg`This scene does not belong to this camera.`,
  5011: msg`The data is abnormal. Please try again later.`,
  5012: msg`The scene's user name is empty.`,
  5013: sceneDataInvalid,
  5014: msg`You don't have permission to edit this scene.`,
  5015: msg`This scene does not belong to your account.`,
  5016: msg`The linked scene is not correct.`,
  5030: msg`A folder with this name already exists in the download location.`,
  6001: msg`A camera with the same MAC address already exists.`,
  6002: msg`The refund can't be more than the amount topped up.`,
  6003: cameraNotBound,
  6004: msg`A camera can't hold more than 100,000 points.`,
  6005: msg`A membership can't be authorised to a camera of another account.`,
  6006: msg`A camera can be authorised to one account only and can't be bound twice.`,
  6009: msg`The data file is missing.`,
  6010: msg`This serial number (SN) is already bound.`,
  6012: msg`This camera is not bound to your account.`,
  6013: msg`To migrate, enter the verification code sent to the user of the source camera.`,
  6014: msg`To migrate, enter the verification code sent to the user of the target camera.`,
  6015: cameraHasCollaborator,
  6016: cameraHasCollaborator,
  6028: cameraNotBound,
  7001: msg`The title contains words that are not allowed.`,
  7002: msg`The content contains words that are not allowed.`,
  8001: msg`This order does not exist.`,
  8002: msg`The payment failed.`,
} as const satisfies Record<number, MessageDescriptor>;

/** Every server error code the catalogue knows. */
export type ServerErrorCode = keyof typeof serverMessages;

export const serverErrorCodes: readonly ServerErrorCode[] = Object.keys(serverMessages).map(
  (key) => Number(key) as ServerErrorCode,
);

export function isServerErrorCode(code: number): code is ServerErrorCode {
  return Object.hasOwn(serverMessages, code);
}

const unknownCode = msg({
  message: 'Unknown error (code {code})',
  comment: 'A server error code the site does not know',
});

const clientFailureMessages: Record<number, MessageDescriptor> = {
  [CLIENT_FAILURE_CODE.network]: networkFailed,
  [CLIENT_FAILURE_CODE.timeout]: clientMessages.timeout,
  [CLIENT_FAILURE_CODE.badAnswer]: clientMessages.networkBusy,
};

/**
 * The message for a failure's code in the active language: a server code's, or a client failure code's (no answer,
 * timeout); an unknown code is named in a general message.
 */
export function messageForCode(code: number): string {
  if (isServerErrorCode(code)) return i18n._(serverMessages[code]);
  const clientFailure = clientFailureMessages[code];
  if (clientFailure) return i18n._(clientFailure);
  const descriptor: MessageDescriptor = { ...unknownCode, values: { code: String(code) } };
  return i18n._(descriptor);
}
