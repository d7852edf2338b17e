import { useAddToCart } from '@kankan/api';
import { clientMessage } from '@kankan/i18n';
import { mutationHost } from '../../app/MutationHost.tsx';

/* Add to cart's request, loaded when the visitor first presses Add to cart or Buy now (see `useBuy`). */
export const MutationHost = mutationHost(useAddToCart);

/** The toast of client message 39 once the item is in the cart. */
export const addedToCart = () => clientMessage('addedToCart');
