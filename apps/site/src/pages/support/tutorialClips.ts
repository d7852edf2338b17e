import type { Locale } from '@kankan/i18n';

/**
 * The clips of the video tutorials and films, as shots of the posters' drawings (packages/ui, posterMotifs.ts):
 * the site's build films them (apps/site/tutorialVideos.ts) and the lists take each length from here, so the
 * length shown is the clip's own. A shot draws one motif while it moves; its caption says the step
 * (apps/site/tutorialCaptions.ts). No two clips share their sequence of shots.
 */
export type Move = 'left' | 'right' | 'rise' | 'sink' | 'closer' | 'farther' | 'turn';

export interface Shot {
  /** Index into the posters' drawings. */
  readonly motif: number;
  readonly move: Move;
}

export interface Clip {
  /** The languages whose list shows the clip; each has captions in it. */
  readonly locales: readonly Locale[];
  readonly shots: readonly Shot[];
}

/** Long enough to read a caption of one step. */
export const SHOT_SECONDS = 4;

// The posters' drawings, in POSTER_MOTIFS order.
const CAMERA = 0;
const ROUTE = 1;
const FLOORS = 2;
const CLOUD = 3;
const ROOM = 4;

const shot = (motif: number, move: Move): Shot => ({ motif, move });
const zh = ['zh'] as const;
const en = ['en'] as const;
const both = ['zh', 'en'] as const;

export const TUTORIAL_CLIPS = {
  'quick-start': { locales: zh, shots: [shot(CAMERA, 'closer'), shot(ROUTE, 'right'), shot(CLOUD, 'rise')] },
  unboxing: { locales: zh, shots: [shot(CAMERA, 'farther'), shot(CAMERA, 'rise'), shot(CAMERA, 'turn')] },
  'connect-camera': { locales: zh, shots: [shot(CAMERA, 'turn'), shot(CLOUD, 'closer'), shot(CAMERA, 'sink')] },
  shooting: { locales: zh, shots: [shot(CAMERA, 'rise'), shot(ROOM, 'closer'), shot(ROOM, 'left')] },
  'route-planning': { locales: zh, shots: [shot(ROUTE, 'farther'), shot(ROUTE, 'left'), shot(ROOM, 'right')] },
  'link-points': { locales: zh, shots: [shot(ROUTE, 'closer'), shot(ROUTE, 'turn'), shot(ROOM, 'farther')] },
  'dome-video': { locales: zh, shots: [shot(ROOM, 'turn'), shot(CAMERA, 'closer'), shot(ROOM, 'rise')] },
  'upload-share': { locales: zh, shots: [shot(CLOUD, 'rise'), shot(CLOUD, 'left'), shot(ROOM, 'closer')] },
  'browse-scene': { locales: zh, shots: [shot(ROOM, 'left'), shot(FLOORS, 'turn'), shot(ROUTE, 'sink')] },
  'multi-floor': {
    locales: zh,
    shots: [shot(CAMERA, 'rise'), shot(ROUTE, 'sink'), shot(FLOORS, 'rise'), shot(FLOORS, 'closer')],
  },
  'getting-started': { locales: en, shots: [shot(CAMERA, 'sink'), shot(ROOM, 'closer'), shot(CLOUD, 'farther')] },
  'in-the-box': { locales: en, shots: [shot(CAMERA, 'left'), shot(CAMERA, 'farther'), shot(CAMERA, 'rise')] },
  pairing: { locales: en, shots: [shot(CAMERA, 'right'), shot(CLOUD, 'turn'), shot(CLOUD, 'closer')] },
  'first-space': { locales: en, shots: [shot(ROOM, 'sink'), shot(CAMERA, 'farther'), shot(ROUTE, 'closer')] },
  'large-sites': {
    locales: en,
    shots: [shot(ROUTE, 'farther'), shot(FLOORS, 'sink'), shot(ROUTE, 'turn'), shot(FLOORS, 'farther')],
  },
  editing: { locales: en, shots: [shot(ROOM, 'closer'), shot(ROOM, 'turn'), shot(ROUTE, 'rise')] },
  sharing: { locales: en, shots: [shot(CLOUD, 'left'), shot(CLOUD, 'rise'), shot(ROOM, 'sink')] },
  'floor-plans': { locales: en, shots: [shot(FLOORS, 'left'), shot(ROUTE, 'farther'), shot(FLOORS, 'right')] },
  'film-pro': { locales: both, shots: [shot(CAMERA, 'closer'), shot(CAMERA, 'turn'), shot(ROOM, 'farther')] },
  'film-lite': { locales: both, shots: [shot(CAMERA, 'left'), shot(ROOM, 'right'), shot(CLOUD, 'rise')] },
  'film-minion': { locales: both, shots: [shot(CAMERA, 'right'), shot(ROUTE, 'left'), shot(FLOORS, 'rise')] },
  'film-tripod': { locales: both, shots: [shot(CAMERA, 'sink'), shot(CAMERA, 'rise'), shot(CAMERA, 'farther')] },
  'film-real-estate': {
    locales: both,
    shots: [shot(ROOM, 'farther'), shot(ROUTE, 'closer'), shot(CLOUD, 'left')],
  },
  'film-museum': {
    locales: both,
    shots: [shot(FLOORS, 'closer'), shot(ROOM, 'left'), shot(ROUTE, 'turn'), shot(ROOM, 'rise')],
  },
  'film-retail': { locales: both, shots: [shot(ROOM, 'right'), shot(ROUTE, 'rise'), shot(CLOUD, 'turn')] },
  'film-catering': { locales: both, shots: [shot(ROOM, 'sink'), shot(ROOM, 'closer'), shot(CLOUD, 'farther')] },
} as const satisfies Record<string, Clip>;

export type ClipId = keyof typeof TUTORIAL_CLIPS;

/** The length of a clip in whole seconds, as the build films it. */
export function clipSeconds(id: ClipId): number {
  return TUTORIAL_CLIPS[id].shots.length * SHOT_SECONDS;
}
