/**
 * Noto Sans SC, the bundled Chinese face, in Fontsource's unicode-range slices: a page downloads only the slices
 * holding its characters (a few hundred kB for a Chinese page instead of 1.1 MB per weight); vite.plugins.ts trims
 * those style sheets. Only the weights the type scale uses (Chinese at 500/600 takes the 700 face, the nearest
 * heavier one). The two style sheets hold some 200 `@font-face` rules (about 31 kB compressed), so they are a module
 * of their own (`@kankan/ui/chinese-faces`): Storybook imports it with the rest; the site imports it on demand, at
 * once where text is drawn in the browser, once a prerendered page works (it brings its own cut).
 *
 * Side effects only, like latinFaces.ts (listed in the package's `sideEffects`).
 */
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
