import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

/**
 * The widths stories frame their subject at: token widths where the product has one, and the column a field or a
 * card takes in the stories' own screenshots otherwise. Story-only: no component reads these.
 */
const widths = {
  sideNav: vars.size.sideNavWidth,
  message: vars.dialogWidth.message,
  accountForm: vars.size.accountFormWidth,
  textMeasure: vars.size.textMeasure,
  containerNarrow: vars.size.containerNarrow,
  '220px': '220px',
  '240px': '240px',
  '280px': '280px',
  '300px': '300px',
  '320px': '320px',
  '360px': '360px',
  '400px': '400px',
  '420px': '420px',
  '440px': '440px',
  '480px': '480px',
  '560px': '560px',
  '640px': '640px',
  '720px': '720px',
  '880px': '880px',
  '1000px': '1000px',
};

export type StoryWidthName = keyof typeof widths;

export const atMost = styleVariants(widths, (width) => ({ maxWidth: width }));
export const exactly = styleVariants(widths, (width) => ({ width }));

/** Room below a subject whose menus open downwards (a page's header), so the screenshot holds them. */
export const roomBelow = styleVariants({
  header: { minHeight: `calc(${vars.space.gigantic} * 4)` },
});

/** A fixed-height frame, for a subject that scrolls inside it (a table with a sticky header). */
export const fixedHeight = styleVariants({ scrollingTable: { height: '180px' } });
