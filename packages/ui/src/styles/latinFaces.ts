/**
 * Inter, the bundled face for Latin text and figures, its Latin subset only (vite.plugins.ts trims the style
 * sheets), in the weights the type scale uses, `font-display: swap` (the metric-matched local fallbacks of
 * fontFallbacks.css.ts keep the swap from shifting text). A module of its own (`@kankan/ui/latin-faces`), like the
 * Chinese face's (chineseFaces.ts): a prerendered page brings its own cut of Inter ('Inter Subset'), and while a face of
 * that cut is still loading when the page is drawn, the browser goes on down the font stack and would ask for the full
 * faces too if they were declared (about 96 kB, in some loads and not others). So the site declares them at once where
 * it draws a page in the browser, and on a prerendered page once it works, for text that arrives later. Storybook
 * imports it with the rest.
 *
 * Side effects only: listed in the package's `sideEffects`, or the bundler drops it (and every `@font-face` with it)
 * while still emitting the font files.
 */
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
