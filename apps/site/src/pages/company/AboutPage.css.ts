import { style } from '@vanilla-extract/css';

/** An e-mail address stays on one line: broken at its hyphen it reads as two addresses. */
export const address = style({ whiteSpace: 'nowrap' });
