import type { ComponentType, ReactNode } from 'react';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../icons/icons.tsx';
import { type IconProps } from '../../icons/Icon.tsx';
import type { Tone } from '../../foundations/tone.ts';
import * as styles from './InlineAlert.css.ts';

const toneIcon: Record<Tone, ComponentType<IconProps>> = {
  info: InfoIcon,
  positive: SuccessIcon,
  caution: WarningIcon,
  critical: ErrorIcon,
};

export interface InlineAlertProps {
  tone?: Tone;
  /** A short, bold first line. */
  title?: ReactNode;
  /** The message. */
  children: ReactNode;
  /** One follow-up action, usually a small `Button` or a link. */
  action?: ReactNode;
  /**
   * Announce the alert when it appears after the page loaded (a failed save, a capacity warning that just
   * came in): critical and caution interrupt (`role="alert"`), the others are polite (`role="status"`).
   * Leave it off for messages that are part of the page from the start.
   */
  isLive?: boolean;
}

/** A message inside the page, next to what it is about: the colour, the icon and the words all carry the tone. */
export function InlineAlert({ tone = 'info', title, children, action, isLive = false }: InlineAlertProps) {
  const Icon = toneIcon[tone];
  const role = isLive ? (tone === 'critical' || tone === 'caution' ? 'alert' : 'status') : undefined;
  return (
    <div className={styles.alert[tone]} role={role} data-tone={tone}>
      <span className={styles.icon[tone]}>
        <Icon />
      </span>
      <div className={styles.text}>
        {title ? <div className={styles.title}>{title}</div> : null}
        <div className={styles.body}>{children}</div>
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
