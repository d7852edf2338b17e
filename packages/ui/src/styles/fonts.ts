/**
 * Bundled faces, so every machine renders the same: Inter for Latin text and figures, Noto Sans SC for Chinese.
 * Only the weights the type scale uses are loaded. Noto Sans SC's simplified-Chinese subset is one file per weight.
 * Fontsource's faces use `font-display: swap`; the metric-matched local fallbacks keep the swap from shifting text.
 */
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/noto-sans-sc/chinese-simplified-400.css';
import '@fontsource/noto-sans-sc/chinese-simplified-700.css';
import './fontFallbacks.css.ts';
