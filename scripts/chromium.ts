/**
 * Which Chromium the browser tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else the browser
 * Playwright already has on this machine (undefined lets Playwright use its own). Nothing here downloads one.
 */
import fs from 'node:fs';

export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env['CHROMIUM_PATH'];
  if (fromEnv) return fromEnv;
  if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

/** The network here is closed: keep Chromium from trying to reach anything on its own. */
export const chromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

/**
 * For the visual baselines: the same pixels on every run. Rasterise in software on one path (no GPU, no partial or
 * deferred image raster, no CPU-specific Skia routines) at a fixed scale, so anti-aliased edges come out identical.
 */
export const captureArgs = [
  '--disable-gpu',
  '--disable-partial-raster',
  '--disable-checker-imaging',
  '--disable-skia-runtime-opts',
  '--force-device-scale-factor=1',
];
