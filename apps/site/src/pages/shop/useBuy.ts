import { useAddToCart } from '@kankan/api';
import type { CartItemKind } from '@kankan/domain';
import { clientMessage } from '@kankan/i18n';
import { showToast } from '@kankan/ui';
import { useLocation, useNavigate } from 'react-router';
import { hasToken, loginPath } from '../marketing/auth.ts';

export interface Buy {
  /** Adds one item of `kind` to the cart; `thenCheckout` goes on to the cart ("Buy now"). */
  buy: (kind: CartItemKind, options?: { thenCheckout?: boolean }) => void;
  /** The kind being added while the request runs. */
  pendingKind: CartItemKind | null;
}

/**
 * Add-to-cart and buy-now of the shop pages. A visitor without a session goes to the login page and
 * comes back here afterwards; on success the toast of message 39 ("added to cart") shows. Failures are announced
 * by the site's API error handling (the catalogue message of the code).
 */
export function useBuy(): Buy {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const add = useAddToCart();
  const buy: Buy['buy'] = (kind, { thenCheckout = false } = {}) => {
    if (!hasToken()) {
      void navigate(loginPath(`${pathname}${search}`));
      return;
    }
    add.mutate(
      { body: { goodsId: kind, goodsCount: 1 } },
      {
        onSuccess: () => {
          if (thenCheckout) void navigate('/mall/cart');
          else showToast({ tone: 'positive', title: clientMessage('addedToCart') });
        },
      },
    );
  };
  const pendingKind = add.isPending ? ((add.variables?.body.goodsId as CartItemKind | undefined) ?? null) : null;
  return { buy, pendingKind };
}
