import { CART_BADGE_CAP } from './constants/limits.ts';
import type { ValidationReason } from './validation/reasons.ts';

/** Text of the cart badge: null for an empty cart, the count up to 99, then "99+". */
export function cartBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(count);
}

/** The last item of the cart cannot be removed. */
export function canRemoveCartItem(itemCount: number): boolean {
  return itemCount > 1;
}

export function cartRemoveReason(itemCount: number): ValidationReason | null {
  return canRemoveCartItem(itemCount) ? null : 'cartLastItem';
}

/** At least one item must be selected to go on. */
export function cartSelectionReason(selectedCount: number): ValidationReason | null {
  return selectedCount >= 1 ? null : 'selectionRequired';
}
