import { useLingui } from '@lingui/react/macro';
import { isLocale, type Locale } from '@kankan/i18n';
import type { VideoTutorial } from '@kankan/ui';
import { clipSeconds } from './tutorialClips.ts';
import { lessonVideo } from './tutorialMedia.ts';

type Lesson = Omit<VideoTutorial, 'video'>;

/**
 * The video tutorials of each language (spec 2.5). Chinese: quick start, unboxing, connect camera, shooting,
 * route planning, link points, dome video, upload and share, browse scene, multi-floor shooting. English has its
 * own list, ordered for a first-time owner abroad.
 */
export function useTutorials(): VideoTutorial[] {
  const { t, i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const zh: Lesson[] = [
    {
      id: 'quick-start',
      durationSeconds: clipSeconds('quick-start'),
      title: t`Quick start`,
      description: t`The whole job in five minutes: shoot, upload, share.`,
    },
    {
      id: 'unboxing',
      durationSeconds: clipSeconds('unboxing'),
      title: t`Unboxing`,
      description: t`The camera, the tripod and every accessory in the box.`,
    },
    {
      id: 'connect-camera',
      durationSeconds: clipSeconds('connect-camera'),
      title: t`Connect the camera`,
      description: t`Join the camera's Wi-Fi from the app and check the battery.`,
    },
    {
      id: 'shooting',
      durationSeconds: clipSeconds('shooting'),
      title: t`Shooting`,
      description: t`Camera height, where to stand and how to keep out of the shot.`,
    },
    {
      id: 'route-planning',
      durationSeconds: clipSeconds('route-planning'),
      title: t`Route planning`,
      description: t`Plan the points before you start so every room joins up.`,
    },
    {
      id: 'link-points',
      durationSeconds: clipSeconds('link-points'),
      title: t`Link points`,
      description: t`Join points by hand where the app cannot place them itself.`,
    },
    {
      id: 'dome-video',
      durationSeconds: clipSeconds('dome-video'),
      title: t`Dome video`,
      description: t`Record a 360° video at a point and show it inside the scene.`,
    },
    {
      id: 'upload-share',
      durationSeconds: clipSeconds('upload-share'),
      title: t`Upload and share`,
      description: t`Upload to the cloud, then send a link, a QR code or an embed.`,
    },
    {
      id: 'browse-scene',
      durationSeconds: clipSeconds('browse-scene'),
      title: t`Browse a scene`,
      description: t`Walk, switch to the dollhouse and floor plan views, and measure.`,
    },
    {
      id: 'multi-floor',
      durationSeconds: clipSeconds('multi-floor'),
      title: t`Multi-floor shooting`,
      description: t`Shoot up the stairs and let the floors join automatically.`,
    },
  ];
  const en: Lesson[] = [
    {
      id: 'getting-started',
      durationSeconds: clipSeconds('getting-started'),
      title: t`Getting started`,
      description: t`From the first scan to a shared link in five minutes.`,
    },
    {
      id: 'in-the-box',
      durationSeconds: clipSeconds('in-the-box'),
      title: t`What's in the box`,
      description: t`The camera, tripod, charger and cables, and how to charge them.`,
    },
    {
      id: 'pairing',
      durationSeconds: clipSeconds('pairing'),
      title: t`Pairing the camera with the app`,
      description: t`Connect over Wi-Fi and update the camera's firmware.`,
    },
    {
      id: 'first-space',
      durationSeconds: clipSeconds('first-space'),
      title: t`Capturing your first space`,
      description: t`Tripod height, spacing between points and staying out of view.`,
    },
    {
      id: 'large-sites',
      durationSeconds: clipSeconds('large-sites'),
      title: t`Scanning large and multi-floor sites`,
      description: t`Route planning, stairs, and joining points by hand.`,
    },
    {
      id: 'editing',
      durationSeconds: clipSeconds('editing'),
      title: t`Editing: hotspots, tags and measurements`,
      description: t`Add notes, links and media to the scene before you publish it.`,
    },
    {
      id: 'sharing',
      durationSeconds: clipSeconds('sharing'),
      title: t`Sharing, embedding and privacy`,
      description: t`Links, QR codes, website embeds and who can see a scene.`,
    },
    {
      id: 'floor-plans',
      durationSeconds: clipSeconds('floor-plans'),
      title: t`Exporting floor plans and models`,
      description: t`Download floor plans and point clouds for design and survey work.`,
    },
  ];
  return (locale === 'zh' ? zh : en).map((lesson) => ({ ...lesson, video: lessonVideo(lesson.id, locale) }));
}

/** Product and industry films of the /videos page, in the page's language. */
export function useFilms(): { products: VideoTutorial[]; industries: VideoTutorial[] } {
  const { t, i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const film = (lesson: Lesson): VideoTutorial => ({ ...lesson, video: lessonVideo(`film-${lesson.id}`, locale) });
  return {
    products: [
      film({
        id: 'pro',
        durationSeconds: clipSeconds('film-pro'),
        title: t`The Pro at a glance`,
        description: t`Eight lenses, 12288×6144 panoramas and depth in a single shot.`,
      }),
      film({
        id: 'lite',
        durationSeconds: clipSeconds('film-lite'),
        title: t`Lite: 3D in your pocket`,
        description: t`A two-lens camera for flats, shops and quick site visits.`,
      }),
      film({
        id: 'minion',
        durationSeconds: clipSeconds('film-minion'),
        title: t`Minion at work`,
        description: t`A light camera for agents who scan several homes a day.`,
      }),
      film({
        id: 'tripod',
        durationSeconds: clipSeconds('film-tripod'),
        title: t`Setting up the tripod set`,
        description: t`Legs, pole and level in under a minute.`,
      }),
    ],
    industries: [
      film({
        id: 'real-estate',
        durationSeconds: clipSeconds('film-real-estate'),
        title: t`A show flat that never closes`,
        description: t`How an agency puts every new listing online the day it is scanned.`,
      }),
      film({
        id: 'museum',
        durationSeconds: clipSeconds('film-museum'),
        title: t`A museum, gallery by gallery`,
        description: t`Three floors captured in two days, with exhibit labels in the scene.`,
      }),
      film({
        id: 'retail',
        durationSeconds: clipSeconds('film-retail'),
        title: t`Shop floors that sell online`,
        description: t`Shelves linked to product pages inside a walk-through store.`,
      }),
      film({
        id: 'catering',
        durationSeconds: clipSeconds('film-catering'),
        title: t`Book the table you have seen`,
        description: t`Restaurants showing their rooms before the guests arrive.`,
      }),
    ],
  };
}
