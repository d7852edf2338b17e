/**
 * The drawings of the video posters, as data: the poster draws them in the page, and the site's build draws the
 * tutorial clips from the same shapes (apps/site/tutorialVideos.ts), so a lesson's film and its card match. Each is
 * drawn on a 160×90 canvas with round strokes and no fill.
 */
export type MotifShape =
  | { readonly kind: 'path'; readonly d: string; readonly dash?: string }
  | { readonly kind: 'circle'; readonly cx: number; readonly cy: number; readonly r: number };

export type Motif = readonly MotifShape[];

const path = (d: string, dash?: string): MotifShape => (dash ? { kind: 'path', d, dash } : { kind: 'path', d });
const circle = (cx: number, cy: number, r: number): MotifShape => ({ kind: 'circle', cx, cy, r });

/** The camera, a capture route, stacked floors, the cloud, a 3D room. */
export const POSTER_MOTIFS: readonly Motif[] = [
  // The eight-lens camera on its pole.
  [
    circle(80, 36, 15),
    circle(80, 36, 5),
    path('M80 21v6M80 45v6M65 36h6M89 36h6M69.4 25.4l4.2 4.2M86.4 42.4l4.2 4.2M69.4 46.6l4.2-4.2M86.4 29.6l4.2-4.2'),
    path('M80 51v22M70 80l10-7 10 7'),
  ],
  // A capture route through a floor plan, scan points linked in order.
  [
    path('M40 20h80v52H40zM80 20v22M40 46h26M96 46h24v26'),
    path('M52 60l16-22 24 4 16 18', '3 3'),
    circle(52, 60, 3),
    circle(68, 38, 3),
    circle(92, 42, 3),
    circle(108, 60, 3),
  ],
  // Stacked floors of one building.
  [
    path('M44 64l36 12 36-12-36-12zM44 48l36 12 36-12-36-12zM44 32l36 12 36-12-36-12z'),
    path('M44 32v32M116 32v32M80 44v32', '2 3'),
  ],
  // Upload to the cloud and share.
  [path('M56 56a14 14 0 0 1 4-27 18 18 0 0 1 34-4 14 14 0 0 1 8 31z'), path('M80 70V40M70 50l10-10 10 10')],
  // A scanned room in perspective.
  [
    path('M38 18h84v56H38z'),
    path('M38 18l20 14h44l20-14M38 74l20-14h44l20 14M58 32v28M102 32v28'),
    path('M72 60V44h16v16'),
  ],
];

/** The grid behind every poster, one line every 15 units down and 20 across. */
export const POSTER_GRID =
  'M0 15h160M0 30h160M0 45h160M0 60h160M0 75h160M20 0v90M40 0v90M60 0v90M80 0v90M100 0v90M120 0v90M140 0v90';
