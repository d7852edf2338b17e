import { useLingui } from '@lingui/react/macro';
import {
  isApiError,
  useBindIncrementCamera,
  useCamerasWithIncrement,
  useCreateIncrementOrder,
  useIncrements,
  useUnbindIncrementCamera,
} from '@kankan/api';
import { COUNTRY, charge, PAY_ORDER_TYPE, isSupportedLocale, paymentRegion, type PayType } from '@kankan/domain';
import { formatMoney } from '@kankan/i18n';
import {
  Button,
  EmptyState,
  InlineAlert,
  MembershipCard,
  NumberField,
  Skeleton,
  Stack,
  Text,
  type OwnCamera,
} from '@kankan/ui';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CreatedPaymentOrder } from '../payment/PaymentPopup.tsx';

// The payment pop-up loads when a purchase starts.
const PaymentPopup = lazy(() =>
  import('../payment/PaymentPopup.tsx').then((module) => ({ default: module.PaymentPopup })),
);
import * as styles from './MembershipSection.css.ts';
import { Section } from './Section.tsx';
import { PartPending } from '../../../app/screenPart.tsx';

/** What is being paid: new memberships (a count) or one more year of one membership. */
type Purchase = { kind: 'new'; count: number } | { kind: 'renew'; incrementId: number };

/**
 * The memberships held (spec 2.4 /information, 4): each with its state and days left, authorised to one of the
 * user's cameras or deauthorised (3030, 3031, 3032, 6005 at the camera choice), renewed by a year, and new ones
 * bought through the payment pop-up. `?buy=membership` (from /mall/member) opens the purchase of one at once.
 */
export function MembershipSection({ now }: { now: number }) {
  const { t, i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const increments = useIncrements({ pageSize: 50 });
  const cameras = useCamerasWithIncrement();
  const authorise = useBindIncrementCamera();
  const deauthorise = useUnbindIncrementCamera();
  const order = useCreateIncrementOrder();
  const [count, setCount] = useState(1);
  const wantsToBuy = searchParams.get('buy') === 'membership';
  const [purchase, setPurchase] = useState<Purchase | null>(() => (wantsToBuy ? { kind: 'new', count: 1 } : null));
  // The membership whose last authorise call is shown on its card.
  const [authorising, setAuthorising] = useState<number | null>(null);
  const list = increments.data?.list ?? [];
  // Memberships are not tied to a camera's country: the language decides the provider (English pays in US dollars).
  const region = paymentRegion({ country: null, locale: isSupportedLocale(i18n.locale) ? i18n.locale : 'zh' });
  const international = region === 'international';
  const fee = charge({ kind: 'membership', count: 1 }, { region });
  const yearlyFee = formatMoney(fee.amount, fee.currency);

  useEffect(() => {
    if (!wantsToBuy) return;
    // Once opened the request is spent: reloading the page does not create another order.
    setSearchParams(
      (params) => {
        params.delete('buy');
        return params;
      },
      { replace: true },
    );
  }, [wantsToBuy, setSearchParams]);

  const ownCameras: OwnCamera[] = (cameras.data ?? []).map((camera) => ({
    id: camera.id,
    snCode: camera.snCode,
    childName: camera.childName,
    hasMembership: Boolean(camera.increment),
  }));

  const createOrder = async (payType: PayType): Promise<CreatedPaymentOrder> => {
    const abroad = international ? COUNTRY.abroad : COUNTRY.domestic;
    const body =
      purchase?.kind === 'renew'
        ? { count: 1, incrementId: purchase.incrementId, payType, abroad }
        : { count: purchase?.count ?? 1, payType, abroad };
    const created = await order.mutateAsync({ body });
    if (!created) throw new Error('no order in the answer');
    return created;
  };

  return (
    <Section
      id="membership"
      title={t`Memberships`}
      description={t`A membership gives one camera unlimited cloud capacity, its own logo and hotspots, and 10 free downloads for a year. Authorise it to one of your cameras; deauthorise it to move it to another.`}
    >
      <div className={styles.buy}>
        <div className={styles.count}>
          <NumberField
            label={t`Memberships to buy`}
            minValue={1}
            maxValue={10}
            value={count}
            onChange={(value) => setCount(Number.isFinite(value) ? value : 1)}
            description={t`${yearlyFee} a year each`}
          />
        </div>
        {/* A fraction typed in the count is refused at the field; nothing is bought until it is whole. */}
        <Button isDisabled={!Number.isInteger(count)} onPress={() => setPurchase({ kind: 'new', count })}>
          {t`Buy membership`}
        </Button>
      </div>
      {increments.isError ? (
        <InlineAlert tone="critical">{t`Your memberships could not be loaded. Please reload the page.`}</InlineAlert>
      ) : increments.isPending ? (
        <Stack space="medium" aria-busy="true">
          <Skeleton variant="block" aspectRatio="4 / 1" />
        </Stack>
      ) : list.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t`No memberships`}
          description={t`Members get unlimited capacity, their own logo and hotspots, and 10 free downloads.`}
        />
      ) : (
        <ul className={styles.grid} aria-label={t`Memberships`}>
          {list.map((item) => (
            <li key={item.id} className={styles.cell}>
              <MembershipCard
                membership={{
                  id: item.id,
                  cameraId: item.cameraId,
                  snCode: item.snCode,
                  purchaseTime: Date.parse(item.purchaseTime),
                  expiryTime: Date.parse(item.expiryTime),
                }}
                now={now}
                cameras={ownCameras}
                isPending={authorise.isPending && authorising === item.id}
                serverError={
                  authorising === item.id && authorise.error && isApiError(authorise.error) && authorise.error.code
                    ? { code: authorise.error.code }
                    : null
                }
                onAuthorise={(cameraId) => {
                  setAuthorising(item.id);
                  authorise.mutate({ body: { incrementId: item.id, cameraId } });
                }}
                onDeauthorise={() => deauthorise.mutateAsync({ body: { incrementId: item.id } })}
                onRenew={() => setPurchase({ kind: 'renew', incrementId: item.id })}
              />
            </li>
          ))}
        </ul>
      )}
      {list.length > 0 ? (
        <Text tone="muted" as="p">
          {t`Renewing adds a year from the current expiry date, so no paid day is lost.`}
        </Text>
      ) : null}
      {purchase !== null ? (
        <Suspense fallback={<PartPending />}>
          <PaymentPopup
            isOpen
            onOpenChange={(open) => (open ? undefined : setPurchase(null))}
            orderType={PAY_ORDER_TYPE.membership}
            region={region}
            createOrder={createOrder}
          />
        </Suspense>
      ) : null}
    </Section>
  );
}
