/* The cart's table, with its removal dialogs: a part of CartScreen in a chunk of its own, fetched beside the cart. */
export { CartTable as default } from '@kankan/ui';
