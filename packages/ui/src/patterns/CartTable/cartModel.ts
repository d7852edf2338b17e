import { charge, type CartItemKind, type Currency } from '@kankan/domain';

/** One line of the cart: a goods kind and how many. */
export interface CartLine {
  id: string;
  kind: CartItemKind;
  count: number;
  /** The unit prices the server answered with the cart; without them, the product prices of spec 1. */
  prices?: Readonly<Record<Currency, number>> | undefined;
}

/** The unit price of a goods kind in the currency, by the money rule the server charges with. */
export function cartUnitPrice(kind: CartItemKind, currency: Currency): number {
  const region = currency === 'USD' ? 'international' : 'domestic';
  return charge({ kind: 'goods', lines: [{ goods: kind, count: 1 }] }, { region }).amount;
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
