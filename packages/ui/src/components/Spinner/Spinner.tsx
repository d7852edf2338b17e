import { useLingui } from '@lingui/react/macro';
import * as styles from './Spinner.css.ts';

export interface SpinnerProps {
  size?: 'small' | 'medium' | 'large';
  /** Accessible name; defaults to the catalogue's "Loading". Pass `null` when a parent already announces it. */
  label?: string | null;
}

export function Spinner({ size = 'medium', label }: SpinnerProps) {
  const { t } = useLingui();
  const name = label === undefined ? t`Loading` : label;
  return (
    <span
      className={`${styles.spinner} ${styles.sizes[size]}`}
      role={name === null ? undefined : 'progressbar'}
      aria-label={name ?? undefined}
      aria-hidden={name === null ? true : undefined}
    />
  );
}
