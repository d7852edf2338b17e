export { amount, facts, stack, term, total, value } from '../purchase.css.ts';
