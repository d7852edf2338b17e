/** Import once at the root of an app (or Storybook's preview): theme variables, reset and fonts. */
import './tokens/theme.css.ts';
import './styles/reset.css.ts';
import './styles/fonts.ts';
