import { style } from '@vanilla-extract/css';

/** The font of where the heading stands: its level is for the outline, not for its look. */
export const heading = style({ font: 'inherit' });
