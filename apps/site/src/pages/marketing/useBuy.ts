import type { CartItemKind } from '@kankan/domain';
import { loadCatalogue } from '@kankan/i18n';
import { showToast } from '@kankan/ui';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMutationOnDemand } from '../../app/mutationOnDemand.tsx';
import { hasToken, loginPath } from './auth.ts';
import type * as CartAction from './cartAction.ts';

export interface Buy {
  /** Adds one item of `kind` to the cart; `thenCheckout` goes on to the cart ("Buy now"). */
  buy: (kind: CartItemKind, options?: { thenCheckout?: boolean }) => void;
  /** The kind being added while the request runs. */
  pendingKind: CartItemKind | null;
  /** Render it in the page: it holds add-to-cart's code once the visitor first buys. */
  host: ReactNode;
}

let action: typeof CartAction | undefined;
// The added-to-cart toast's text is in the errors catalogue (client messages), loaded with the request's code.
const loadCartAction = () =>
  Promise.all([import('./cartAction.ts'), loadCatalogue('errors')]).then(([module]) => (action = module));

/**
 * Add-to-cart and buy-now of the shop and product pages. A visitor without a session goes to the login page and
 * comes back here afterwards; on success the toast of message 39 ("added to cart") shows. Failures are announced
 * by the site's API error handling (the catalogue message of the code). The request's code (TanStack Query and the
 * site's API layer) loads at the first press, not with the page.
 */
export function useBuy(): Buy {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const add = useMutationOnDemand(loadCartAction);
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
          else if (action) showToast({ tone: 'success', title: action.addedToCart() });
        },
      },
    );
  };
  const pendingKind = add.isPending ? ((add.variables?.body.goodsId as CartItemKind | undefined) ?? null) : null;
  return { buy, pendingKind, host: add.host };
}
