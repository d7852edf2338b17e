import { globalFontFace } from '@vanilla-extract/css';
import { fontFallbackMetrics } from '../tokens/values.ts';

/*
 * Local faces sized to the bundled ones (font-display: swap in Fontsource's CSS): until Inter and Noto Sans SC
 * arrive, text is drawn in these and takes the same room, so the swap does not move the layout.
 */
for (const [family, metrics] of [
  ['Inter Fallback', fontFallbackMetrics.inter],
  ['Noto Sans SC Fallback', fontFallbackMetrics.notoSansSc],
] as const) {
  globalFontFace(family, {
    src: metrics.sources.map((name) => `local("${name}")`).join(', '),
    unicodeRange: metrics.unicodeRange,
    sizeAdjust: metrics.sizeAdjust,
    ascentOverride: metrics.ascentOverride,
    descentOverride: metrics.descentOverride,
    lineGapOverride: metrics.lineGapOverride,
  });
}
