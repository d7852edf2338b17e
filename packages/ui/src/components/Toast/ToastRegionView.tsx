import type { ComponentType } from 'react';
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastList as AriaToastList,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../icons/icons.tsx';
import { type IconProps } from '../../icons/Icon.tsx';
import type { Tone } from '../../foundations/tone.ts';
import type { ToastContent } from './toastQueue.ts';
import * as styles from './Toast.css.ts';

const toneIcon: Record<Tone, ComponentType<IconProps>> = {
  info: InfoIcon,
  positive: SuccessIcon,
  caution: WarningIcon,
  critical: ErrorIcon,
};

/**
 * The region and its toasts, loaded by `ToastRegion` when the first toast is queued or the browser is idle: a
 * landmark named "Notifications" (F6 reaches it); newest toast on top; timers pause while the pointer or focus is
 * inside. Critical toasts are announced assertively, the other tones politely.
 */
export interface ToastRegionViewProps {
  queue: ToastQueue<ToastContent>;
  /** The region's name, in the page's language. */
  label: string;
  /** The close button's name, in the page's language. */
  dismissLabel: string;
}

export function ToastRegionView({ queue, label, dismissLabel }: ToastRegionViewProps) {
  return (
    <AriaToastRegion queue={queue} aria-label={label} className={styles.region}>
      <AriaToastList<ToastContent> className={styles.list}>
        {({ toast }) => {
          const { tone, title, description } = toast.content;
          const Icon = toneIcon[tone];
          return (
            <AriaToast toast={toast} className={styles.toast[tone]} data-tone={tone}>
              <span className={styles.icon[tone]}>
                <Icon />
              </span>
              <AriaToastContent
                className={styles.content}
                // RAC marks every toast role="alert"; only critical ones interrupt, the rest wait their turn.
                {...(tone === 'critical' ? {} : { role: 'status', 'aria-live': 'polite' as const })}
              >
                <Text slot="title" className={styles.title}>
                  {title}
                </Text>
                {description ? (
                  <Text slot="description" className={styles.description}>
                    {description}
                  </Text>
                ) : null}
              </AriaToastContent>
              <AriaButton slot="close" aria-label={dismissLabel} className={styles.close}>
                <CloseIcon size="small" />
              </AriaButton>
            </AriaToast>
          );
        }}
      </AriaToastList>
    </AriaToastRegion>
  );
}
