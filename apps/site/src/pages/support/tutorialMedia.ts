import type { Locale } from '@kankan/i18n';

/**
 * Where the tutorial videos live: `VITE_TUTORIAL_MEDIA_URL` at build time, a host the deployment owns (our own
 * media server or CDN, never a third party's page). Each lesson is `<base>/<locale>/<id>.mp4` with WebVTT captions
 * beside it (`.vtt`). Without the setting, every lesson says its video is coming.
 */
const mediaBase: string | undefined = import.meta.env['VITE_TUTORIAL_MEDIA_URL'] as string | undefined;

export function lessonVideo(
  id: string,
  locale: Locale,
  base: string | undefined = mediaBase,
): { src: string; captions: string } | null {
  if (base === undefined || base.trim() === '') return null;
  const root = `${base.replace(/\/+$/, '')}/${locale}/${id}`;
  return { src: `${root}.mp4`, captions: `${root}.vtt` };
}
