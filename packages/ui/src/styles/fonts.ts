/**
 * Bundled faces, so every machine renders the same: Inter for Latin text and figures, Noto Sans SC for Chinese.
 * Only the weights the type scale uses are loaded (Chinese at 500/600 takes the 700 face, the nearest heavier one).
 * Noto Sans SC comes in Fontsource's unicode-range slices: a page downloads only the slices holding its characters
 * (a few hundred kB for a Chinese page instead of 1.1 MB per weight); vite.plugins.ts trims those style sheets.
 * Fontsource's faces use `font-display: swap`; the metric-matched local fallbacks keep the swap from shifting text.
 *
 * This module only has side effects: it is listed in the package's `sideEffects`, or the bundler drops it (and
 * every `@font-face` with it) while still emitting the font files.
 */
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
import './fontFallbacks.css.ts';
