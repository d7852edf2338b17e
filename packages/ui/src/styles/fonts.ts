/**
 * Bundled faces, so every machine renders the same: Inter for Latin text and figures, its Latin subset only
 * (vite.plugins.ts trims the style sheets). Only the weights the type scale uses are loaded. Fontsource's faces use
 * `font-display: swap`; the metric-matched local fallbacks keep the swap from shifting text. The Chinese face is
 * declared apart (chineseFaces.ts): an app loads it when it needs it.
 *
 * This module only has side effects: it is listed in the package's `sideEffects`, or the bundler drops it (and
 * every `@font-face` with it) while still emitting the font files.
 */
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import './fontFallbacks.css.ts';
