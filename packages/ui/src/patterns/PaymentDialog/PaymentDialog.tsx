import { useLingui } from '@lingui/react/macro';
import {
  PAY_TYPE,
  PROVIDER_REDIRECT_SECONDS,
  currencyFor,
  payTypesFor,
  type PayType,
  type PaymentRegion,
} from '@kankan/domain';
import { clientMessage, formatCountdown, formatMoney } from '@kankan/i18n';
import { useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.css.ts';
import { systemClock, type Clock } from '../../runtime/clock.ts';
import { Button } from '../../components/Button/Button.tsx';
import { Dialog, Modal } from '../../components/Dialog/Dialog.tsx';
import { InlineAlert } from '../../components/InlineAlert/InlineAlert.tsx';
import { Radio, RadioGroup } from '../../components/RadioGroup/RadioGroup.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { SuccessIcon } from '../../icons/icons.tsx';
import * as styles from './PaymentDialog.css.ts';

/**
 * Where the payment is: the order is being created (and its QR fetched), the QR waits to be scanned, the order
 * is paid, the payment failed, or the QR code could not be fetched.
 */
export type PaymentStatus = 'creating' | 'waiting' | 'paid' | 'failed' | 'qrFailed';

export interface PaymentDialogProps {
  /** Controlled open state; or `defaultOpen` when the dialog is mounted open. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  /**
   * Called with `false` whenever the dialog closes: without paying (×, Escape, outside click, Cancel; the site stops
   * polling), or after `onPaid` when Done is pressed.
   */
  onOpenChange?: (isOpen: boolean) => void;
  /** The account paying (user name, phone or e-mail), shown as "Account". */
  accountName: string;
  /** Domestic (two wallets, RMB) or international (PayPal, USD): `paymentRegion` of @kankan/domain. */
  region: PaymentRegion;
  /** The chosen method; one of `payTypesFor(region)`. */
  payType: PayType;
  /** Amount payable in the region's currency, as the server priced the order; null until it has answered. */
  amount: number | null;
  status: PaymentStatus;
  /** The wallet's QR code as a data URL (status `waiting`). */
  qrCode?: string;
  /** The user picked another method: the site creates a new order for it. */
  onChangeMethod: (payType: PayType) => void;
  /** Retry after `failed` or `qrFailed`. */
  onRetry: () => void;
  /** The user acknowledged the paid order (Done); the dialog then closes through `onOpenChange`. */
  onPaid: (result: { success: true }) => void;
  /**
   * International provider: go to PayPal. Called once, at the end of a visible countdown or at once from the
   * Continue button (the fallback).
   */
  onGoToProvider: () => void;
  /** Length of the provider countdown; default `PROVIDER_REDIRECT_SECONDS` (5). */
  redirectSeconds?: number;
  /** The countdown's timer; tests and stories pass a `manualClock()`. */
  clock?: Clock;
}

/**
 * The payment pop-up (spec 2.5, 4): account, method, amount, and the wallet's QR code to scan with the app. The
 * international provider has no QR: a warning and a visible countdown hand the user to PayPal (Continue goes at once). It stays dismissable
 * while waiting: closing stops the site's polling, and the order can be paid again from the order list.
 */
export function PaymentDialog({
  isOpen,
  defaultOpen,
  onOpenChange,
  accountName,
  region,
  payType,
  amount,
  status,
  qrCode,
  onChangeMethod,
  onRetry,
  onPaid,
  onGoToProvider,
  redirectSeconds = PROVIDER_REDIRECT_SECONDS,
  clock = systemClock,
}: PaymentDialogProps) {
  const { t } = useLingui();
  const handedOver = useRef(false);
  const [left, setLeft] = useState(redirectSeconds);
  const [announcement, setAnnouncement] = useState('');
  const methods = payTypesFor(region);
  const currency = currencyFor(region);
  const isInternational = payType === PAY_TYPE.international;
  const methodName: Record<PayType, string> = {
    [PAY_TYPE.domesticWallet1]: t`WeChat Pay`,
    [PAY_TYPE.domesticWallet2]: t`Alipay`,
    [PAY_TYPE.international]: t`PayPal`,
  };
  const walletName = methodName[payType];
  const counting = isInternational && status === 'waiting';
  const goToProvider = () => {
    if (handedOver.current) return;
    handedOver.current = true;
    onGoToProvider();
  };
  const total = formatCountdown(redirectSeconds);
  const startText = t`Going to PayPal in ${total}.`;

  // The start is announced once the live region is in the page; the seconds themselves are not read out each tick.
  useEffect(() => {
    if (!counting) return undefined;
    const id = setTimeout(() => setAnnouncement((current) => current || startText), 0);
    return () => clearTimeout(id);
  }, [counting, startText]);

  // One tick a second while the order waits for the provider; at zero the dialog hands over by itself.
  const leftRef = useRef(redirectSeconds);
  useEffect(() => {
    if (!counting) return undefined;
    return clock.every(1000, () => {
      const next = Math.max(0, leftRef.current - 1);
      leftRef.current = next;
      setLeft(next);
      if (next === 0) goToProvider();
    });
    // `goToProvider` reads a ref and the handler of this mounted dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clock, counting]);
  const remaining = formatCountdown(left);

  return (
    <Modal size="detail" isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog
        title={t`Payment`}
        footer={({ close }) =>
          status === 'paid' ? (
            <Button
              onPress={() => {
                onPaid({ success: true });
                close();
              }}
            >
              {t`Done`}
            </Button>
          ) : isInternational && status !== 'creating' ? (
            <>
              <Button variant="outline" tone="neutral" onPress={close}>
                {t`Cancel`}
              </Button>
              <Button onPress={goToProvider}>{t`Continue to PayPal`}</Button>
            </>
          ) : (
            <Button variant="outline" tone="neutral" onPress={close}>
              {t`Cancel payment`}
            </Button>
          )
        }
      >
        {status === 'paid' ? (
          <div className={styles.success} role="status">
            <SuccessIcon size="large" />
            <span>{t`Payment successful`}</span>
          </div>
        ) : (
          <div className={styles.stack}>
            <dl className={styles.facts}>
              <dt className={styles.term}>{t`Account`}</dt>
              <dd className={styles.value}>{accountName}</dd>
              <dt className={styles.term}>{t`Amount payable`}</dt>
              <dd className={styles.amount}>{amount === null ? '…' : formatMoney(amount, currency)}</dd>
            </dl>
            <RadioGroup
              label={t`Payment method`}
              orientation="horizontal"
              value={String(payType)}
              // Read-only, not disabled, while the order is made: a disabled radio would drop the keyboard focus
              // that just chose it to the page, where Escape no longer reaches the dialog.
              isReadOnly={status === 'creating'}
              onChange={(value) => {
                const next = methods.find((method) => String(method) === value);
                if (next !== undefined && next !== payType) onChangeMethod(next);
              }}
            >
              {methods.map((method) => (
                <Radio key={method} value={String(method)}>
                  {methodName[method]}
                </Radio>
              ))}
            </RadioGroup>
            {isInternational && status !== 'creating' ? (
              <>
                <InlineAlert tone="caution" title={t`You are leaving this site`}>
                  {clientMessage('goingToPaymentProvider')}
                </InlineAlert>
                {counting ? (
                  <p aria-hidden="true">{t`Going to PayPal in ${remaining}. Continue goes at once.`}</p>
                ) : null}
                <div role="status" className={visuallyHidden}>
                  {announcement}
                </div>
              </>
            ) : status === 'creating' || status === 'waiting' ? (
              <div className={styles.codeArea}>
                {status === 'creating' ? (
                  <>
                    <Spinner size="large" label={null} />
                    <span role="status">{t`Creating your order…`}</span>
                  </>
                ) : (
                  <>
                    {qrCode ? <img className={styles.qr} src={qrCode} alt={t`${walletName} payment QR code`} /> : null}
                    <span>{t`Open ${walletName} on your phone and scan the QR code to pay.`}</span>
                  </>
                )}
              </div>
            ) : (
              <InlineAlert
                tone="critical"
                isLive
                title={status === 'failed' ? t`Payment failed` : undefined}
                action={
                  <Button size="small" variant="outline" tone="neutral" onPress={onRetry}>
                    {t`Try again`}
                  </Button>
                }
              >
                {status === 'failed' ? clientMessage('failed') : clientMessage('payCodeFailed')}
              </InlineAlert>
            )}
          </div>
        )}
      </Dialog>
    </Modal>
  );
}
