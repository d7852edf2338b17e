import type { Locale } from '@kankan/i18n';

/**
 * Where the tutorial videos live: the site's own `/media/tutorials`, where the build writes a WebM clip and its
 * WebVTT captions for each lesson and film (apps/site/tutorialVideos.ts). `VITE_TUTORIAL_MEDIA_URL` moves them to a
 * host the deployment owns (our own media server or CDN, never a third party's page) with the same layout:
 * `<base>/<locale>/<id>.webm` with `.vtt` beside it.
 */
export const DEFAULT_MEDIA_BASE = '/media/tutorials';

const configured = import.meta.env['VITE_TUTORIAL_MEDIA_URL'] as string | undefined;
const mediaBase = configured !== undefined && configured.trim() !== '' ? configured : DEFAULT_MEDIA_BASE;

export function lessonVideo(id: string, locale: Locale, base: string = mediaBase): { src: string; captions: string } {
  const root = `${base.trim().replace(/\/+$/, '')}/${locale}/${id}`;
  return { src: `${root}.webm`, captions: `${root}.vtt` };
}
