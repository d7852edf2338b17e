/** The year the site was built (vite.plugins.ts). */
declare const __BUILD_YEAR__: number;
