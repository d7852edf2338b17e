import { useLingui } from '@lingui/react/macro';
import { useCreateExpansionOrder, useCreateRechargeOrder, useExpansionPrice, type components } from '@kankan/api';
import {
  COUNTRY,
  PAY_ORDER_TYPE,
  PLAN_TERMS_MONTHS,
  STORAGE_PLANS,
  dateTypeForTerm,
  isSupportedLocale,
  paymentRegion,
  type PayType,
  type PlanTermMonths,
  type StoragePlanId,
} from '@kankan/domain';
import { PointsTopUpDialog, StoragePlanDialog, type ExpiryImpact, type StoragePlanPrices } from '@kankan/ui';
import { useState } from 'react';
import { PaymentPopup, type CreatedPaymentOrder } from './PaymentPopup.tsx';

type Camera = components['schemas']['Camera'];

/** What a camera's purchase needs to know about it. */
export type PurchasableCamera = Pick<
  Camera,
  'id' | 'childName' | 'country' | 'spaceId' | 'capacity' | 'expiryTime' | 'exDot' | 'availablePoints'
>;

export type CameraPurchaseKind = 'storage' | 'points';

function isPlanId(unit: string): unit is StoragePlanId {
  return STORAGE_PLANS.some((plan) => plan.id === unit);
}

/** The region of a camera's payment: abroad cameras and English mode pay the international provider in USD. */
export function useCameraPaymentRegion(camera: Pick<Camera, 'country'>) {
  const { i18n } = useLingui();
  const locale = isSupportedLocale(i18n.locale) ? i18n.locale : 'zh';
  return paymentRegion({ country: camera.country === COUNTRY.abroad ? COUNTRY.abroad : COUNTRY.domestic, locale });
}

/** The server's storage prices for a camera, for every term, in the region's currency (getExpansionPrice). */
function useStoragePrices(camera: PurchasableCamera, enabled: boolean, international: boolean) {
  const one = useExpansionPrice({ childName: camera.childName, dateType: dateTypeForTerm(1) }, { enabled });
  const three = useExpansionPrice({ childName: camera.childName, dateType: dateTypeForTerm(3) }, { enabled });
  const six = useExpansionPrice({ childName: camera.childName, dateType: dateTypeForTerm(6) }, { enabled });
  const twelve = useExpansionPrice({ childName: camera.childName, dateType: dateTypeForTerm(12) }, { enabled });
  const answers: Record<PlanTermMonths, typeof one> = { 1: one, 3: three, 6: six, 12: twelve };
  const prices: StoragePlanPrices = {};
  const skus: Partial<Record<PlanTermMonths, Partial<Record<StoragePlanId, string>>>> = {};
  for (const term of PLAN_TERMS_MONTHS) {
    const list = answers[term].data?.skuList ?? [];
    const byPlan: Partial<Record<StoragePlanId, number>> = {};
    const snByPlan: Partial<Record<StoragePlanId, string>> = {};
    for (const sku of list) {
      if (!isPlanId(sku.unit)) continue;
      byPlan[sku.unit] = international ? sku.dollarPrice : sku.price;
      snByPlan[sku.unit] = sku.skuSn;
    }
    if (answers[term].data) {
      prices[term] = byPlan;
      skus[term] = snByPlan;
    }
  }
  return { prices, skus };
}

export interface CameraPurchaseProps {
  camera: PurchasableCamera;
  /** Which dialog is open; null: none. */
  kind: CameraPurchaseKind | null;
  onClose: () => void;
  /** The current time (ms) for the carried-over and extension days. */
  now: number;
  /** What the running plan's expiry would archive (shown in the renew dialog). */
  expiryImpact?: ExpiryImpact | null;
  /** The plan chosen first in the storage dialog (from a plan picked on the pricing pages). */
  defaultPlanId?: StoragePlanId | undefined;
}

/**
 * A camera's storage plan (buy, renew, upgrade) or points top-up: the choice dialog, then the payment pop-up with
 * the order the server created and priced. The days carried over are shown by the domain rules the server applies.
 */
export function CameraPurchase({
  camera,
  kind,
  onClose,
  now,
  expiryImpact = null,
  defaultPlanId,
}: CameraPurchaseProps) {
  const region = useCameraPaymentRegion(camera);
  const international = region === 'international';
  const abroad = international ? COUNTRY.abroad : COUNTRY.domestic;
  const [payment, setPayment] = useState<
    | { kind: 'storage'; planId: StoragePlanId; termMonths: PlanTermMonths; skuSn: string }
    | { kind: 'points'; points: number }
    | null
  >(null);
  const { prices, skus } = useStoragePrices(camera, kind === 'storage', international);
  const expansion = useCreateExpansionOrder();
  const recharge = useCreateRechargeOrder();
  const currentPlan = isPlanId(camera.capacity) && camera.spaceId != null ? camera.capacity : null;
  const currentExpiry = camera.expiryTime ? Date.parse(camera.expiryTime) : null;
  const isRenewal =
    payment?.kind === 'storage' && currentPlan === payment.planId && currentExpiry !== null && currentExpiry > now;

  const createOrder = async (payType: PayType): Promise<CreatedPaymentOrder> => {
    if (payment?.kind === 'storage') {
      const order = await expansion.mutateAsync({
        body: {
          cameraId: camera.id,
          payType,
          unit: payment.planId,
          unitSize: 1,
          years: 1,
          skuSn: payment.skuSn,
          abroad,
        },
      });
      if (!order) throw new Error('no order in the answer');
      return order;
    }
    const points = payment?.kind === 'points' ? payment.points : 0;
    const order = await recharge.mutateAsync({
      body: { cameraId: camera.id, points: points as 600 | 800 | 1000, payType, abroad },
    });
    if (!order) throw new Error('no order in the answer');
    return order;
  };

  const closeAll = () => {
    setPayment(null);
    onClose();
  };

  return (
    <>
      {kind === 'storage' && payment === null ? (
        <StoragePlanDialog
          isOpen
          onOpenChange={(open) => (open ? undefined : closeAll())}
          currentPlan={currentPlan}
          currentExpiry={currentExpiry}
          now={now}
          region={region}
          prices={prices}
          expiryImpact={expiryImpact}
          {...(defaultPlanId ? { defaultPlanId } : {})}
          onConfirm={({ planId, termMonths }) => {
            const skuSn = skus[termMonths]?.[planId];
            if (skuSn) setPayment({ kind: 'storage', planId, termMonths, skuSn });
          }}
        />
      ) : null}
      {kind === 'points' && payment === null ? (
        <PointsTopUpDialog
          isOpen
          onOpenChange={(open) => (open ? undefined : closeAll())}
          cameraName={camera.childName}
          balance={camera.exDot}
          region={region}
          onPay={({ points }) => setPayment({ kind: 'points', points })}
        />
      ) : null}
      <PaymentPopup
        isOpen={payment !== null}
        onOpenChange={(open) => (open ? undefined : closeAll())}
        orderType={payment?.kind === 'points' ? PAY_ORDER_TYPE.points : PAY_ORDER_TYPE.storage}
        region={region}
        createOrder={createOrder}
        spaceId={isRenewal ? (camera.spaceId ?? undefined) : undefined}
      />
    </>
  );
}
