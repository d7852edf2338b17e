import { globalFontFace } from '@vanilla-extract/css';
import { fontFallbackMetrics } from '../tokens/values.ts';

/*
 * Local faces sized to the bundled ones (font-display: swap in Fontsource's CSS): until Inter and Noto Sans SC
 * arrive, text is drawn in these and takes the same room, so the swap does not move the layout.
 */
for (const [family, metrics, fontWeight] of [
  ['Inter Fallback', fontFallbackMetrics.inter, undefined],
  // A family of its own, next in the stack: a face none of whose sources is installed sends the browser on to the
  // next family, whereas within one family the other faces would not be tried.
  ['Inter Fallback DejaVu', fontFallbackMetrics.interDejaVu, '100 500'],
  ['Inter Fallback DejaVu', fontFallbackMetrics.interDejaVuBold, '600 900'],
  ['Noto Sans SC Fallback', fontFallbackMetrics.notoSansSc, undefined],
] as const) {
  globalFontFace(family, {
    fontWeight,
    src: metrics.sources.map((name) => `local("${name}")`).join(', '),
    unicodeRange: metrics.unicodeRange,
    sizeAdjust: metrics.sizeAdjust,
    ascentOverride: metrics.ascentOverride,
    descentOverride: metrics.descentOverride,
    lineGapOverride: metrics.lineGapOverride,
  });
}
