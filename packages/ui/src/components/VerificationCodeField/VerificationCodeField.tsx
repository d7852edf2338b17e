import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useObjectRef } from 'react-aria/useObjectRef';
import { VisuallyHidden } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { systemClock, type Clock } from '../../runtime/clock.ts';
import { DEFAULT_RESEND_SECONDS, useCountdown } from './countdown.ts';
import * as styles from './VerificationCodeField.css.ts';

export interface VerificationCodeFieldProps extends Omit<TextFieldProps, 'startContent' | 'endContent'> {
  /**
   * Whether a code may be requested now: the caller says so once the account field (phone or e-mail) is valid.
   * The button stays disabled until then.
   */
  canSend: boolean;
  /**
   * Asks the server for a code. May return a promise (the button shows a pending state meanwhile). A rejected
   * promise or `false` means no code was sent: no countdown starts and the button can be pressed again (show the
   * reason through `errorMessage` / `isInvalid`).
   */
  onSend: () => unknown;
  /** Seconds before another code can be requested. Default 60 (the spec leaves it open). */
  resendSeconds?: number;
  /** Start with a countdown already running, e.g. after the page re-renders mid-countdown. */
  initialSecondsLeft?: number;
  /** The timer behind the countdown; only tests and stories replace it. */
  clock?: Clock;
}

/**
 * A verification-code input with its "Send code" button. After a successful send the button counts down
 * ("Resend in 59 s"), then offers "Resend"; focus moves to the code input. Screen readers hear that the code was
 * sent and when a new one may be requested, not every second.
 */
export function VerificationCodeField({
  canSend,
  onSend,
  resendSeconds = DEFAULT_RESEND_SECONDS,
  initialSecondsLeft = 0,
  clock = systemClock,
  isDisabled,
  inputMode = 'numeric',
  autoComplete = 'one-time-code',
  ref,
  ...props
}: VerificationCodeFieldProps) {
  const { t } = useLingui();
  const countdown = useCountdown(initialSecondsLeft, clock);
  const [pending, setPending] = useState(false);
  const [sentOnce, setSentOnce] = useState(initialSecondsLeft > 0);
  /** Length of the countdown this component started (not one resumed from `initialSecondsLeft`). */
  const [startedWith, setStartedWith] = useState<number | null>(null);
  const inputRef = useObjectRef(ref);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const send = async () => {
    if (pending || countdown.running || !canSend) return;
    let sent = false;
    try {
      const result = onSend();
      // Only a real request shows the pending state (a synchronous answer would just flash the spinner).
      if (result instanceof Promise) setPending(true);
      sent = (await result) !== false;
    } catch {
      // The caller reports the failure at the field; the user can try again.
      sent = false;
    }
    if (!mounted.current) return;
    setPending(false);
    if (!sent) return;
    setSentOnce(true);
    countdown.start(resendSeconds);
    setStartedWith(resendSeconds);
    // The button is now disabled, so keyboard focus would be lost: take it to where the code goes.
    inputRef.current?.focus();
  };

  const seconds = countdown.secondsLeft;
  const buttonLabel = countdown.running ? t`Resend in ${seconds} s` : sentOnce ? t`Resend` : t`Send code`;

  // Polite announcements at the start and the end only; the button's text changes every second silently.
  let message = '';
  if (countdown.running && startedWith !== null) {
    const total = startedWith;
    message = t`Code sent. You can request a new one in ${total} seconds.`;
  } else if (!countdown.running && sentOnce) {
    message = t`You can request a new code now.`;
  }

  return (
    <div className={styles.root}>
      <TextField
        {...props}
        ref={inputRef}
        isDisabled={isDisabled}
        inputMode={inputMode}
        autoComplete={autoComplete}
        endContent={
          <Button
            variant="ghost"
            size="small"
            isPending={pending}
            isDisabled={isDisabled || !canSend || countdown.running}
            onPress={() => void send()}
          >
            <span className={styles.buttonText}>{buttonLabel}</span>
          </Button>
        }
      />
      <VisuallyHidden>
        <span role="status">{message}</span>
      </VisuallyHidden>
    </div>
  );
}
