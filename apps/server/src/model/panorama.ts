/**
 * The demo's own 360° panoramas: equirectangular PNGs of a furnished box room drawn by ray casting, one look per
 * style (the case industries 0-5), so the viewer shows a real sphere without hot-linking anyone's pictures. Each
 * style is drawn once per process, on first use.
 */
import { PNG } from 'pngjs';

export const PANORAMA_STYLES = 6;
const WIDTH = 2048;
const HEIGHT = 1024;

type Rgb = readonly [number, number, number];

interface Look {
  floor: Rgb;
  floorLine: Rgb;
  walls: readonly [Rgb, Rgb, Rgb, Rgb];
  ceiling: Rgb;
  accent: Rgb;
  /** Half the room's width and depth, and its height, in metres (the camera stands at 1.5 m in the middle). */
  room: readonly [number, number, number];
}

const LOOKS: readonly Look[] = [
  {
    floor: [150, 150, 150],
    floorLine: [120, 120, 120],
    walls: [
      [225, 225, 220],
      [210, 214, 220],
      [225, 225, 220],
      [200, 205, 212],
    ],
    ceiling: [245, 245, 245],
    accent: [70, 110, 170],
    room: [4, 5, 3],
  },
  {
    floor: [120, 95, 70],
    floorLine: [95, 72, 52],
    walls: [
      [232, 222, 200],
      [222, 210, 186],
      [232, 222, 200],
      [190, 70, 60],
    ],
    ceiling: [250, 246, 236],
    accent: [160, 120, 60],
    room: [7, 9, 5],
  },
  {
    floor: [196, 170, 130],
    floorLine: [170, 144, 106],
    walls: [
      [240, 236, 228],
      [226, 232, 236],
      [240, 236, 228],
      [140, 170, 150],
    ],
    ceiling: [252, 252, 250],
    accent: [60, 130, 110],
    room: [3.5, 4.5, 2.8],
  },
  {
    floor: [60, 62, 68],
    floorLine: [45, 47, 52],
    walls: [
      [245, 245, 245],
      [30, 30, 34],
      [245, 245, 245],
      [230, 60, 70],
    ],
    ceiling: [250, 250, 250],
    accent: [230, 60, 70],
    room: [5, 6, 3.6],
  },
  {
    floor: [110, 70, 50],
    floorLine: [86, 52, 36],
    walls: [
      [200, 150, 100],
      [230, 200, 160],
      [200, 150, 100],
      [70, 100, 80],
    ],
    ceiling: [60, 50, 45],
    accent: [240, 190, 90],
    room: [5, 6, 3.2],
  },
  {
    floor: [205, 180, 140],
    floorLine: [180, 155, 115],
    walls: [
      [246, 240, 230],
      [236, 226, 210],
      [246, 240, 230],
      [170, 190, 210],
    ],
    ceiling: [252, 250, 246],
    accent: [210, 130, 90],
    room: [3.2, 4, 2.7],
  },
];

const EYE = 1.5;

/** The colour seen along the direction (x east, y up, z north) from the camera. */
function colourAlong(look: Look, dx: number, dy: number, dz: number): Rgb {
  const [halfW, halfD, height] = look.room;
  // Distances to each plane along the ray; the nearest positive one is the surface hit.
  const tx = dx > 0 ? halfW / dx : dx < 0 ? -halfW / dx : Infinity;
  const tz = dz > 0 ? halfD / dz : dz < 0 ? -halfD / dz : Infinity;
  const ty = dy > 0 ? (height - EYE) / dy : dy < 0 ? -EYE / dy : Infinity;
  const t = Math.min(tx, ty, tz);
  const x = dx * t;
  const y = EYE + dy * t;
  const z = dz * t;
  // Light falls off with distance and is brighter near the ceiling's middle.
  const shade = 0.72 + 0.28 * Math.max(0, 1 - t / (2 * Math.max(halfW, halfD)));
  let base: Rgb;
  if (t === ty && dy < 0) {
    // Floor tiles of 0.6 m with thin joints.
    const joint = Math.abs((x + 100) % 0.6) < 0.02 || Math.abs((z + 100) % 0.6) < 0.02;
    base = joint ? look.floorLine : look.floor;
  } else if (t === ty) {
    // A round light in the middle of the ceiling.
    base = Math.hypot(x, z) < 0.45 ? [255, 250, 225] : look.ceiling;
  } else {
    const wall = t === tx ? (dx > 0 ? 0 : 2) : dz > 0 ? 1 : 3;
    base = look.walls[wall] ?? look.walls[0];
    const along = t === tx ? z : x;
    const span = t === tx ? halfD : halfW;
    // A skirting board, a window on the north wall, a door on the south wall, a picture on the side walls.
    if (y < 0.12) base = look.floorLine;
    else if (wall === 1 && Math.abs(along) < span * 0.45 && y > 0.9 && y < height - 0.5) {
      const mullion = Math.abs(along % 1.2) < 0.04 || Math.abs(y - (height + 0.4) / 2) < 0.03;
      base = mullion ? [235, 235, 235] : [150 + 60 * (y / height), 195, 235];
    } else if (wall === 3 && Math.abs(along - span * 0.4) < 0.5 && y < 2.1) base = look.accent;
    else if ((wall === 0 || wall === 2) && Math.abs(along) < 1 && y > 1.2 && y < 2) {
      base = Math.abs(along) > 0.94 || y < 1.26 || y > 1.94 ? [60, 60, 60] : look.accent;
    }
  }
  return [base[0] * shade, base[1] * shade, base[2] * shade];
}

/** Where each pixel is sampled (fractions of a pixel): four rays averaged, so edges are smooth, not stepped. */
const SUBSAMPLES = [0.25, 0.75] as const;

/** The direction (x east, y up, z north) seen at a point of the picture, given in pixels from its top left. */
type Ray = (x: number, y: number) => readonly [number, number, number];

/** Rows drawn between two turns of the event loop. */
const ROWS_PER_TURN = 16;

/** Lets the server answer other requests between slices of a drawing, which takes seconds for a panorama. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A picture of a style's room, each pixel the average of the rays through its sample points. */
async function picture(style: number, width: number, height: number, rayAt: Ray): Promise<Buffer> {
  const look = LOOKS[style] ?? LOOKS[0];
  if (!look) throw new Error('no panorama looks');
  const png = new PNG({ width, height, colorType: 2, inputHasAlpha: false });
  const samples = SUBSAMPLES.length * SUBSAMPLES.length;
  for (let row = 0; row < height; row += 1) {
    if (row % ROWS_PER_TURN === 0 && row > 0) await nextTurn();
    for (let column = 0; column < width; column += 1) {
      let red = 0;
      let green = 0;
      let blue = 0;
      for (const down of SUBSAMPLES) {
        for (const across of SUBSAMPLES) {
          const [r, g, b] = colourAlong(look, ...rayAt(column + across, row + down));
          red += r;
          green += g;
          blue += b;
        }
      }
      const index = (row * width + column) * 3;
      png.data[index] = Math.round(red / samples);
      png.data[index + 1] = Math.round(green / samples);
      png.data[index + 2] = Math.round(blue / samples);
    }
  }
  return PNG.sync.write(png, { colorType: 2, inputHasAlpha: false });
}

/** The equirectangular panorama of a style: longitude across, latitude down. */
function draw(style: number): Promise<Buffer> {
  return picture(style, WIDTH, HEIGHT, (x, y) => {
    const lat = Math.PI / 2 - (y / HEIGHT) * Math.PI;
    const lon = (x / WIDTH) * 2 * Math.PI - Math.PI;
    return [Math.cos(lat) * Math.sin(lon), Math.sin(lat), Math.cos(lat) * Math.cos(lon)];
  });
}

/** Drawings by key, kept once asked for: requests that arrive while one is drawn wait for the same drawing. */
const drawn = new Map<string, Promise<Buffer>>();

function once(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const cached = drawn.get(key);
  if (cached) return cached;
  const png = make();
  drawn.set(key, png);
  return png;
}

/** The PNG of a style (0-5), drawn on first use. */
export function panoramaPng(style: number): Promise<Buffer> {
  return once(keyOf({ kind: 'panorama', style }), () => draw(style));
}

/** Where the server answers the panorama of a style (pages.ts draws it on request). */
export function panoramaPath(style: number): string {
  return `/media/panorama/${style % PANORAMA_STYLES}.png`;
}

function hashOf(text: string, multiplier: number): number {
  let hash = 0;
  for (const char of text) hash = (hash * multiplier + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

/** The style of a scene: fixed per scene number, so a scene always shows the same room. */
export function panoramaStyleOf(sceneNum: string): number {
  return hashOf(sceneNum, 31) % PANORAMA_STYLES;
}

/** A cover is a view into a style's room towards one of these headings (equal steps round the room). */
export const VIEW_HEADINGS = 24;
const VIEW_WIDTH = 480;
const VIEW_HEIGHT = 270;
/** Horizontal field of view of a cover, and how far it looks down (radians). */
const VIEW_FOV = (80 * Math.PI) / 180;
const VIEW_PITCH = (-8 * Math.PI) / 180;

/** A 16:9 view of a style's room towards a heading, as a photo from the camera's place would show it. */
function drawView(style: number, heading: number): Promise<Buffer> {
  const yaw = (heading / VIEW_HEADINGS) * 2 * Math.PI;
  const focal = VIEW_WIDTH / 2 / Math.tan(VIEW_FOV / 2);
  const [sinYaw, cosYaw, sinPitch, cosPitch] = [
    Math.sin(yaw),
    Math.cos(yaw),
    Math.sin(VIEW_PITCH),
    Math.cos(VIEW_PITCH),
  ];
  return picture(style, VIEW_WIDTH, VIEW_HEIGHT, (x, y) => {
    // The ray in the camera's frame (x right, y up, z ahead), pitched down, then turned to the heading.
    const cx = x - VIEW_WIDTH / 2;
    const cy = VIEW_HEIGHT / 2 - y;
    const up = cy * cosPitch + focal * sinPitch;
    const ahead = focal * cosPitch - cy * sinPitch;
    return [cx * cosYaw + ahead * sinYaw, up, ahead * cosYaw - cx * sinYaw];
  });
}

/** The PNG of a cover view, drawn on first use. */
export function viewPng(style: number, heading: number): Promise<Buffer> {
  return once(keyOf({ kind: 'view', style, heading }), () => drawView(style, heading));
}

/** Where the server answers a cover view (pages.ts draws it on request). */
export function viewPath(style: number, heading: number): string {
  return `/media/view/${style % PANORAMA_STYLES}/${heading % VIEW_HEADINGS}.png`;
}

/** A picture of its own for a demo item (a scene number, a news title): its room and heading follow from the key. */
export function coverPathOf(key: string): string {
  return viewPath(panoramaStyleOf(key), hashOf(key, 131) % VIEW_HEADINGS);
}

/** A picture the server draws: a style's panorama, or a cover view into a style's room. */
export type MediaPicture = { kind: 'panorama'; style: number } | { kind: 'view'; style: number; heading: number };

/** The picture a `/media/…` address names, or null when it names none (the server answers 404). */
export function mediaPictureOf(pathname: string): MediaPicture | null {
  const panorama = /^\/media\/panorama\/([0-9])\.png$/.exec(pathname);
  if (panorama) {
    const style = Number(panorama[1]);
    return style < PANORAMA_STYLES ? { kind: 'panorama', style } : null;
  }
  const view = /^\/media\/view\/([0-9])\/([0-9]{1,2})\.png$/.exec(pathname);
  if (view) {
    const [style, heading] = [Number(view[1]), Number(view[2])];
    return style < PANORAMA_STYLES && heading < VIEW_HEADINGS ? { kind: 'view', style, heading } : null;
  }
  return null;
}

function keyOf(picture: MediaPicture): string {
  return picture.kind === 'panorama' ? `panorama/${picture.style}` : `view/${picture.style}/${picture.heading}`;
}

/** Whether a picture has been asked for already (drawn, or being drawn). */
export function isDrawn(picture: MediaPicture): boolean {
  return drawn.has(keyOf(picture));
}

/** The PNG of a picture, drawn on first use. */
export function mediaPng(picture: MediaPicture): Promise<Buffer> {
  return picture.kind === 'panorama' ? panoramaPng(picture.style) : viewPng(picture.style, picture.heading);
}
