import * as styles from './Avatar.css.ts';
import { avatarInitials } from './initials.ts';

export const avatarSizes = ['small', 'medium', 'large', 'xlarge'] as const;

export interface AvatarProps {
  /** The person's name: the accessible name of the avatar, and the source of the initials. */
  name: string;
  /** Picture URL; without it the initials are shown. */
  src?: string;
  size?: (typeof avatarSizes)[number];
  /**
   * Shows the member mark in the corner. The caller passes its accessible label (e.g. "Member"), which is added to
   * the avatar's name.
   */
  memberLabel?: string;
}

/** A person's picture, or their initials (one character for Chinese names), with an optional member mark. */
export function Avatar({ name, src, size = 'medium', memberLabel }: AvatarProps) {
  return (
    <span className={`${styles.avatar} ${styles.sizes[size]}`}>
      <span className={styles.face} role="img" aria-label={name}>
        {src ? (
          <img className={styles.image} src={src} alt="" />
        ) : (
          <span aria-hidden="true">{avatarInitials(name)}</span>
        )}
      </span>
      {memberLabel ? (
        <span className={styles.mark} role="img" aria-label={memberLabel}>
          <svg className={styles.markIcon} viewBox="0 0 16 16" aria-hidden="true">
            <path d="M2.5 5.5l3 2.5L8 3.5l2.5 4.5 3-2.5-1.2 6.5H3.7z" fill="currentColor" />
          </svg>
        </span>
      ) : null}
    </span>
  );
}
