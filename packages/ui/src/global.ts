/**
 * Import once at the root of an app (or Storybook's preview): theme variables, reset and the local fallback faces. The
 * bundled faces are modules of their own, loaded when an app needs them: `@kankan/ui/latin-faces` and
 * `@kankan/ui/chinese-faces`.
 */
import './tokens/theme.css.ts';
import './styles/reset.css.ts';
import './styles/fontFallbacks.css.ts';
