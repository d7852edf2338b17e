import type { SceneStatus } from '@kankan/domain';
import { vars } from '../../tokens/theme.css.ts';
import * as styles from './SceneList.css.ts';

export interface SceneCoverProps {
  /** The cover image address; without one a neutral drawing stands in (no external images). */
  src?: string | null;
  status: SceneStatus;
}

/**
 * A scene's cover at 16:9: the image when there is one, otherwise a neutral wireframe room. Calculating scenes show
 * a scatter of scan points, failed ones a broken outline, archived ones a hatched seal over the room. Decorative:
 * the scene's name and status are given in text next to it.
 */
export function SceneCover({ src, status }: SceneCoverProps) {
  if (src) return <img className={styles.coverImage} src={src} alt="" loading="lazy" />;
  const line = vars.color.borderStrong;
  return (
    <svg
      className={styles.cover}
      viewBox="0 0 160 90"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="160" height="90" fill={vars.color.surfaceSunken} />
      {status === 'calculating' ? (
        <g fill={line}>
          {[
            [40, 30],
            [52, 44],
            [66, 26],
            [80, 50],
            [94, 34],
            [108, 58],
            [120, 28],
            [72, 62],
            [58, 56],
            [100, 46],
            [86, 22],
            [46, 64],
          ].map(([x, y]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />
          ))}
        </g>
      ) : (
        <g
          fill="none"
          stroke={line}
          strokeWidth="1.2"
          strokeLinejoin="round"
          strokeDasharray={status === 'failed' ? '6 4' : undefined}
        >
          <path d="M30 18h100v54H30z" />
          <path d="M30 18l20 14h60l20-14M30 72l20-12h60l20 12M50 32v28M110 32v28" />
          <path d="M68 60V44h14v16" />
        </g>
      )}
      {status === 'archived' ? (
        <g stroke={line} strokeWidth="1">
          {Array.from({ length: 14 }, (_, index) => (
            <path key={index} d={`M${index * 14 - 30} 90l40-90`} />
          ))}
        </g>
      ) : null}
    </svg>
  );
}
