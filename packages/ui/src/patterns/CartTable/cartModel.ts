import { CART_ITEM_KIND, PRODUCT_PRICES, type CartItemKind, type Currency } from '@kankan/domain';

/** One line of the cart: a goods kind and how many. */
export interface CartLine {
  id: string;
  kind: CartItemKind;
  count: number;
  /** The unit prices the server answered with the cart; without them, the product prices of spec 1. */
  prices?: Readonly<Record<Currency, number>> | undefined;
}

const priceKey: Record<CartItemKind, keyof typeof PRODUCT_PRICES> = {
  [CART_ITEM_KIND.lite]: 'lite',
  [CART_ITEM_KIND.pro]: 'pro',
  [CART_ITEM_KIND.proTripodSet]: 'tripodSet',
};

/** The unit price of a goods kind in the currency (the product prices of spec 1). */
export function cartUnitPrice(kind: CartItemKind, currency: Currency): number {
  return PRODUCT_PRICES[priceKey[kind]][currency];
}

/** The unit price of one line: the server's price when the line carries it. */
export function cartLinePrice(line: CartLine, currency: Currency): number {
  return line.prices?.[currency] ?? cartUnitPrice(line.kind, currency);
}

/** What the selected lines cost together; ids that are not in the cart count for nothing. */
export function cartTotal(lines: readonly CartLine[], selectedIds: ReadonlySet<string>, currency: Currency): number {
  return lines
    .filter((line) => selectedIds.has(line.id))
    .reduce((sum, line) => sum + cartLinePrice(line, currency) * line.count, 0);
}
