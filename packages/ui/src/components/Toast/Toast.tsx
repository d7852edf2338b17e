import { useLingui } from '@lingui/react/macro';
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
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon, type IconProps } from '../../icons/index.ts';
import { toastQueue, type ToastContent, type ToastTone } from './toastQueue.ts';
import * as styles from './Toast.css.ts';

const toneIcon: Record<ToastTone, ComponentType<IconProps>> = {
  success: SuccessIcon,
  warning: WarningIcon,
  error: ErrorIcon,
  info: InfoIcon,
};

export interface ToastRegionProps {
  /** Defaults to the app's one `toastQueue`; stories and tests may pass their own. */
  queue?: ToastQueue<ToastContent>;
}

/**
 * Shows the toast queue: mount it once, near the root of the app. A landmark named "Notifications" (F6 reaches
 * it); newest toast on top; timers pause while the pointer or focus is inside. Errors are announced assertively,
 * the other tones politely.
 */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  const { t } = useLingui();
  return (
    <AriaToastRegion queue={queue} aria-label={t`Notifications`} className={styles.region}>
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
                // RAC marks every toast role="alert"; only errors interrupt, the rest wait their turn.
                {...(tone === 'error' ? {} : { role: 'status', 'aria-live': 'polite' as const })}
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
              <AriaButton slot="close" aria-label={t`Dismiss`} className={styles.close}>
                <CloseIcon size="small" />
              </AriaButton>
            </AriaToast>
          );
        }}
      </AriaToastList>
    </AriaToastRegion>
  );
}
