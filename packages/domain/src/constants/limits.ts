/** Field limits of spec 5 and 9. Lengths are counted in characters (UTF-16 code points, see `charCount`). */

export const PASSWORD_LENGTH = { min: 8, max: 16 } as const;
export const USER_NAME_LENGTH = { min: 2, max: 11 } as const;
export const TAX_NUMBER_LENGTH = 18;

/** Invoice dialog limits (ordinary: title and e-mail; special adds address, phone and bank fields). */
export const INVOICE_LIMITS = {
  title: 20,
  email: 30,
  taxNumber: TAX_NUMBER_LENGTH,
  address: 100,
  phone: 20,
  bankName: 40,
  bankAccount: 40,
} as const;

/** Shipping (receiving info) block of the invoice dialog. */
export const SHIPPING_LIMITS = {
  name: 20,
  mobile: 20,
  detail: 100,
} as const;

export const FOLDER_NAME_MAX = 12;

/** A customer message's text (the contract's `CustomerMessage.content`). */
export const CUSTOMER_MESSAGE_MAX = 500;

/** At most this many camera serial numbers are bound in one batch. */
export const BIND_BATCH_MAX = 10;

/** One serial number: at most 64 letters, digits, `-` or `_` (the contract's `BindCameraRequest.snCode`). */
export const SERIAL_NUMBER_MAX = 64;

export const AVATAR = {
  /** The file must be under 1 MB: `size < maxBytes`. */
  maxBytes: 1024 * 1024,
  recommendedWidth: 512,
  recommendedHeight: 512,
  mimeTypes: ['image/jpeg', 'image/png'],
  extensions: ['jpg', 'jpeg', 'png'],
} as const;

export const DEFAULT_EMBED_SIZE = { width: 853, height: 480 } as const;

/** Above this count the cart badge reads `${CART_BADGE_CAP}+`. */
export const CART_BADGE_CAP = 99;

/** Most units of one goods kind a cart line may hold (the server refuses more with 3002). */
export const CART_ITEM_MAX_COUNT = 999;

/** Collaboration permission check boxes are laid out this many per row. */
export const COLLABORATION_PERMISSIONS_PER_ROW = 4;

/** Failed logins lock an account (or a client address) for at most this long; a password reset unlocks it. */
export const LOGIN_LOCK_MINUTES = 15;
