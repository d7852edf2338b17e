import { useLingui } from '@lingui/react/macro';
import { CART_ITEM_KIND, type CartItemKind, type Currency } from '@kankan/domain';
import { formatMoney } from '@kankan/i18n';
import { Box, Inline, Stack, Text } from '@kankan/ui';

/** One line of an order: what, how many, and the server's unit price in the order's currency. */
export interface OrderLine {
  kind: CartItemKind | null;
  /** The server's name, for goods the site has no name of its own for. */
  name: string;
  count: number;
  unitPrice: number;
}

/** The shop's names of its goods (the cart's too). */
export function useGoodsNames(): Record<CartItemKind, string> {
  const { t } = useLingui();
  return {
    [CART_ITEM_KIND.lite]: t`Lite two-lens camera`,
    [CART_ITEM_KIND.pro]: t`Pro eight-lens camera`,
    [CART_ITEM_KIND.proTripodSet]: t`Pro tripod set`,
  };
}

/**
 * The lines of an order (confirmation and payment centre) with quantity and subtotal, and the total: the amounts are
 * the server's (`total` is the order's amount once it exists).
 */
export function OrderLines({
  lines,
  currency,
  total,
}: {
  lines: readonly OrderLine[];
  currency: Currency;
  total: number;
}) {
  const { t } = useLingui();
  const names = useGoodsNames();
  const money = (amount: number) => formatMoney(amount, currency, { decimals: 2 });
  return (
    <Stack space="large">
      <Stack as="ul" space="medium">
        {lines.map((line) => {
          const name = line.kind === null ? line.name : names[line.kind];
          const count = line.count;
          const unit = money(line.unitPrice);
          return (
            <Box as="li" key={`${line.kind ?? line.name}`}>
              <Inline space="large" alignY="center" justify="spaceBetween">
                <Stack space="xsmall">
                  <Text weight="medium">{name}</Text>
                  <Text tone="muted" size="small">{t`${unit} × ${count}`}</Text>
                </Stack>
                <Text tabularNums>{money(line.unitPrice * line.count)}</Text>
              </Inline>
            </Box>
          );
        })}
      </Stack>
      <Inline space="medium" alignY="center" justify="end">
        <Text>{t`Total`}</Text>
        <Text size="large" weight="bold" tabularNums>
          {money(total)}
        </Text>
      </Inline>
    </Stack>
  );
}
