import { useLingui } from '@lingui/react/macro';
import { useCreateDownloadOrder, useRequestSceneDownload, useSceneDownloads } from '@kankan/api';
import { COUNTRY, MEMBERSHIP, PAID_DOWNLOAD_USD, PAY_ORDER_TYPE } from '@kankan/domain';
import { formatRmb, formatUsd } from '@kankan/i18n';
import { ConfirmDialog } from '@kankan/ui';
import { useRef, useState } from 'react';
import { useSite } from '../../../app/SiteContext.tsx';
import { PaymentPopup } from '../payment/PaymentPopup.tsx';
import { useDownloadRegion } from './useDownloadRegion.ts';

export interface DownloadableScene {
  sceneNum: string;
  name: string;
}

export interface SceneDownloadRequestProps {
  /** The scene to download. */
  scene: DownloadableScene;
  /** The request is under way: its confirmation, then, for a paid download, the payment pop-up. */
  isOpen: boolean;
  /** Called with `false` once the confirmation is dismissed or the payment pop-up closes. */
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Requesting a scene's download (spec 6, 9): the confirmation says whether it uses one of the member's free
 * downloads (and how many are left) or is paid; a paid one goes through the payment pop-up. Either way the
 * download area then lists it. An overlay like the others: open while `isOpen`, closed through `onOpenChange`.
 */
export function SceneDownloadRequest({ scene, isOpen, onOpenChange }: SceneDownloadRequestProps) {
  const { t } = useLingui();
  const { notify } = useSite();
  const quota = useSceneDownloads({ enabled: isOpen });
  const request = useRequestSceneDownload();
  const order = useCreateDownloadOrder();
  const region = useDownloadRegion();
  const international = region === 'international';
  const [paying, setPaying] = useState<DownloadableScene | null>(null);
  // Set before the confirmation closes for a paid download, so closing it hands over to the payment pop-up.
  const goingToPay = useRef(false);

  const freeLeft = quota.data?.freeLeft ?? 0;
  const price = international
    ? formatUsd(quota.data?.paidPriceUsd ?? PAID_DOWNLOAD_USD)
    : formatRmb(quota.data?.paidPrice ?? MEMBERSHIP.paidDownloadRmb);
  const name = scene.name;

  const confirm = async () => {
    const answer = await request.mutateAsync({ body: { sceneNum: scene.sceneNum } });
    if (answer?.paymentRequired) {
      goingToPay.current = true;
      setPaying(scene);
      return;
    }
    notify({ tone: 'positive', title: t`Download ready`, description: t`“${name}” is waiting in your download area.` });
  };

  return (
    <>
      <ConfirmDialog
        isOpen={isOpen && paying === null}
        onOpenChange={(open) => {
          if (!open && !goingToPay.current) onOpenChange(false);
        }}
        title={t`Download “${name}”?`}
        confirmLabel={freeLeft > 0 || quota.isPending ? t`Request download` : t`Pay and download`}
        onConfirm={confirm}
        isPending={request.isPending}
      >
        {quota.isPending
          ? t`Checking your free downloads…`
          : freeLeft > 0
            ? t`This uses one of your free downloads (${freeLeft} left). The file is then ready in your download area.`
            : t`You have no free downloads left, so this download costs ${price}. Once it is paid, the file is ready in your download area.`}
      </ConfirmDialog>
      <PaymentPopup
        isOpen={isOpen && paying !== null}
        onOpenChange={(open) => {
          if (open) return;
          goingToPay.current = false;
          setPaying(null);
          onOpenChange(false);
        }}
        orderType={PAY_ORDER_TYPE.download}
        region={region}
        createOrder={async (payType) => {
          const created = await order.mutateAsync({
            body: {
              sceneNum: paying?.sceneNum ?? '',
              payType,
              abroad: international ? COUNTRY.abroad : COUNTRY.domestic,
            },
          });
          if (!created) throw new Error('no order in the answer');
          return created;
        }}
      />
    </>
  );
}
