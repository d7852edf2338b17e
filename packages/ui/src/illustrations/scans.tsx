import * as s from './Illustration.css.ts';
import { IllustrationSvg } from './Illustration.tsx';

/** A small deterministic pseudo-random sequence, so the point cloud is the same on every render and screenshot. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
}

/** Isometric projection of a room corner: x to the right wall, y to the left wall, z up. */
function project(x: number, y: number, z: number): [number, number] {
  return [240 + (x - y) * 180, 128 + (x + y) * 90 - z * 125];
}

interface Point {
  x: number;
  y: number;
  r: number;
  muted: boolean;
}

const cloud: Point[] = (() => {
  const next = sequence(20_261_121);
  const points: Point[] = [];
  const add = (x: number, y: number, z: number, muted: boolean) => {
    const [px, py] = project(x, y, z);
    points.push({ x: px, y: py, r: 0.7 + next() * 1.5, muted });
  };
  for (let i = 0; i < 540; i += 1) {
    const u = next();
    const v = next();
    const surface = i % 3;
    // Floor, left wall and right wall, the walls sparser towards the top as a scanner sees them.
    if (surface === 0) add(u, v, 0, next() > 0.55);
    else if (surface === 1) add(0, u, 0.9 * v * v, next() > 0.35);
    else add(u, 0, 0.9 * v * v, next() > 0.35);
  }
  // Edges where walls meet the floor and each other come out dense in a real scan.
  for (let i = 0; i < 90; i += 1) {
    const u = next();
    add(u, 0, 0, false);
    add(0, u, 0, false);
    add(0, 0, u * 0.9, false);
  }
  // A table and a cabinet standing in the room.
  for (let i = 0; i < 120; i += 1) {
    add(0.45 + next() * 0.3, 0.4 + next() * 0.22, 0.25, false);
    add(0.08 + next() * 0.12, 0.55 + next() * 0.3, next() * 0.45, next() > 0.5);
  }
  return points;
})();

/** A point cloud of a room corner, the raw look of a 3D scan (decorative). */
export function PointCloudIllustration() {
  return (
    <IllustrationSvg width={480} height={320}>
      {cloud.map((p, index) => (
        <circle
          key={index}
          className={p.muted ? s.dotMuted : s.dot}
          cx={p.x.toFixed(1)}
          cy={p.y.toFixed(1)}
          r={p.r.toFixed(2)}
        />
      ))}
    </IllustrationSvg>
  );
}

function path(points: [number, number, number][]): string {
  return points
    .map(([x, y, z], index) => {
      const [px, py] = project(x, y, z);
      // eslint-disable-next-line lingui/no-unlocalized-strings -- svg path commands, not text
      return `${index === 0 ? 'M' : 'L'}${px.toFixed(1)} ${py.toFixed(1)}`;
    })
    .join('');
}

const gridLines: string[] = Array.from({ length: 9 }, (_, index) => {
  const at = (index + 1) / 10;
  return `${path([
    [at, 0, 0],
    [at, 1, 0],
  ])}${path([
    [0, at, 0],
    [1, at, 0],
  ])}`;
});

/** A wireframe room: floor grid, two walls with a door and a window, a table — a reconstructed model (decorative). */
export function WireframeRoomIllustration() {
  return (
    <IllustrationSvg width={480} height={320}>
      <path
        className={s.plane}
        d={`${path([
          [0, 0, 0],
          [1, 0, 0],
          [1, 1, 0],
          [0, 1, 0],
        ])}Z`}
      />
      {gridLines.map((d) => (
        <path key={d} className={s.lineMuted} d={d} />
      ))}
      <path
        className={s.line}
        d={`${path([
          [1, 0, 0],
          [0, 0, 0],
          [0, 1, 0],
        ])}${path([
          [0, 0, 0],
          [0, 0, 0.9],
        ])}${path([
          [1, 0, 0],
          [1, 0, 0.9],
          [0, 0, 0.9],
          [0, 1, 0.9],
          [0, 1, 0],
        ])}`}
      />
      <path
        className={s.line}
        d={`${path([
          [0, 0.55, 0],
          [0, 0.55, 0.6],
          [0, 0.78, 0.6],
          [0, 0.78, 0],
        ])}${path([
          [0.25, 0, 0.3],
          [0.25, 0, 0.7],
          [0.7, 0, 0.7],
          [0.7, 0, 0.3],
          [0.25, 0, 0.3],
        ])}${path([
          [0.475, 0, 0.3],
          [0.475, 0, 0.7],
        ])}`}
      />
      <path
        className={s.line}
        d={`${path([
          [0.45, 0.4, 0.25],
          [0.75, 0.4, 0.25],
          [0.75, 0.62, 0.25],
          [0.45, 0.62, 0.25],
          [0.45, 0.4, 0.25],
        ])}${path([
          [0.47, 0.42, 0.25],
          [0.47, 0.42, 0],
        ])}${path([
          [0.73, 0.42, 0.25],
          [0.73, 0.42, 0],
        ])}${path([
          [0.73, 0.6, 0.25],
          [0.73, 0.6, 0],
        ])}${path([
          [0.47, 0.6, 0.25],
          [0.47, 0.6, 0],
        ])}`}
      />
      {[
        [0.2, 0.2],
        [0.6, 0.85],
      ].map(([x = 0, y = 0]) => {
        const [px, py] = project(x, y, 0);
        return <circle key={`${x}-${y}`} className={s.dot} cx={px.toFixed(1)} cy={py.toFixed(1)} r={4} />;
      })}
    </IllustrationSvg>
  );
}
