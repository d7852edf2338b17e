import { useLingui } from '@lingui/react/macro';
import { useCart, useRemoveFromCart, useUpdateCartItem } from '@kankan/api';
import type { CartItemKind } from '@kankan/domain';
import { EmptyState, InlineAlert, LinkButton, Skeleton, type CartLine } from '@kankan/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { screenPart } from '../../app/screenPart.tsx';
import { ShopBox, ShopPage, useShopRegion } from './ShopPage.tsx';

/** The table (with its removal dialogs) comes in a chunk of its own, fetched beside the cart. */
const cartTable = screenPart(() => import('./CartTable.part.tsx'), <Skeleton variant="text" lines={5} />);

/**
 * The cart (/mall/cart, spec 2.3, 5): the Lite, Pro and tripod-set lines with the server's prices in the visitor's
 * currency, quantities, selection and removal (never the last line). Every change goes to the server, and the
 * header's badge follows the refreshed cart. Check out takes the selected lines to the confirmation, named in its
 * address so a reload keeps them.
 */
export default function CartScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const region = useShopRegion();
  const cart = useCart();
  const update = useUpdateCartItem();
  const remove = useRemoveFromCart();
  cartTable.usePrefetch();
  // A quantity just changed shows at once; the refreshed cart (a new answer) replaces it.
  const [typed, setTyped] = useState<{ answer: unknown; counts: Record<string, number> }>({ answer: null, counts: {} });
  const counts = typed.answer === cart.data ? typed.counts : {};

  const lines: CartLine[] = (cart.data ?? []).map((item) => ({
    id: String(item.goodsId),
    kind: item.goodsId,
    count: counts[String(item.goodsId)] ?? item.goodsCount,
    prices: { CNY: item.price, USD: item.dollarPrice },
  }));
  const kindOf = (id: string) => Number(id) as CartItemKind;

  return (
    <ShopPage title={t`Shopping cart`} summary={t`The cameras and tripod sets you have chosen, ready to order.`}>
      <ShopBox>
        {cart.isPending ? (
          <Skeleton variant="text" lines={5} />
        ) : cart.isError ? (
          <InlineAlert tone="critical">{t`Your cart could not be loaded. Please reload the page.`}</InlineAlert>
        ) : lines.length === 0 ? (
          <EmptyState
            headingLevel={2}
            title={t`Your cart is empty`}
            description={t`Add a camera or a tripod set in the shop, then come back here to order it.`}
            action={<LinkButton href="/mall/kankanPro">{t`Go to the shop`}</LinkButton>}
          />
        ) : (
          <cartTable.Part
            items={lines}
            region={region}
            onCountChange={(id, count) => {
              setTyped({ answer: cart.data, counts: { ...counts, [id]: count } });
              update.mutate(
                { body: { goodsId: kindOf(id), goodsCount: count } },
                { onError: () => setTyped({ answer: null, counts: {} }) },
              );
            }}
            onRemove={(id) => remove.mutateAsync({ body: { goodsId: kindOf(id) } })}
            onCheckout={(ids) => void navigate(`/mall/confirm?goods=${ids.join(',')}`)}
          />
        )}
      </ShopBox>
    </ShopPage>
  );
}
