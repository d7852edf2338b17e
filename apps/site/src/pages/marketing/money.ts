import { charge, type CartItemKind } from '@kankan/domain';
import { formatMoney } from '@kankan/i18n';
import { usePageRegion } from '../services/shared.ts';

/** Formats one unit of a product as the visitor would be charged for it (`charge` of @kankan/domain). */
export function usePrice(): (goods: CartItemKind) => string {
  const region = usePageRegion();
  return (goods) => {
    const priced = charge({ kind: 'goods', lines: [{ goods, count: 1 }] }, { region });
    return formatMoney(priced.amount, priced.currency);
  };
}
