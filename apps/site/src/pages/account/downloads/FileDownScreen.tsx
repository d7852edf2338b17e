import { useLingui } from '@lingui/react/macro';
import { useSceneDownloadFile, useSceneDownloads, type components } from '@kankan/api';
import { MEMBERSHIP, PAY_ORDER_TYPE } from '@kankan/domain';
import { formatRmb, formatUsd } from '@kankan/i18n';
import { Box, Columns, EmptyState, InlineAlert, LayoutColumn, LinkButton, Skeleton, Stack, Text } from '@kankan/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { PartPending, screenPart } from '../../../app/screenPart.tsx';
import { saveFile } from '../export/saveFile.ts';
import { Section } from '../information/Section.tsx';
import { ScreenHeading } from '../PlaceholderScreen.tsx';
import { useDownloadRegion } from './useDownloadRegion.ts';

type SceneDownload = components['schemas']['SceneDownload'];

/** The payment pop-up loads when a download is paid for, not with the list. */
const PaymentPopup = lazy(() =>
  import('../payment/PaymentPopup.tsx').then((module) => ({ default: module.PaymentPopup })),
);

/** The table of downloads comes in a chunk of its own, fetched beside the list. */
const downloadTable = screenPart(() => import('./DownloadTable.part.tsx'), <Skeleton variant="text" lines={6} />);

/** The bytes of a base64 text (the file call's answer). */
function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** One figure of the summary: a label over a large value and a line of detail. */
function Figure({ label, value, detail }: { label: string; value: string; detail: ReactNode }) {
  return (
    <Box background="surfaceSunken" borderRadius="medium" padding="large">
      <Stack space="small">
        <Text tone="muted" size="small">
          {label}
        </Text>
        <Text size="large" weight="semibold">
          {value}
        </Text>
        <Text tone="muted" size="small" as="p">
          {detail}
        </Text>
      </Stack>
    </Box>
  );
}

/**
 * The download area (/manage/fileDown): the free downloads left and the price of a paid one, then the scene
 * downloads requested from the scene screen with their state; a ready one is saved as a file, one awaiting payment
 * can be paid here.
 */
export default function FileDownScreen() {
  const { t } = useLingui();
  const downloads = useSceneDownloads();
  const file = useSceneDownloadFile();
  const region = useDownloadRegion();
  const international = region === 'international';
  const [saving, setSaving] = useState<number | null>(null);
  const [paying, setPaying] = useState<SceneDownload | null>(null);
  downloadTable.usePrefetch();

  const data = downloads.data;
  const price = data ? (international ? formatUsd(data.paidPriceUsd) : formatRmb(data.paidPrice)) : '';

  const save = (item: SceneDownload) => {
    setSaving(item.id);
    file.mutate(
      { body: { id: item.id } },
      {
        onSuccess: (answer) => {
          if (answer) saveFile(fromBase64(answer.contentBase64), answer.fileName, 'application/zip');
        },
        onSettled: () => setSaving(null),
      },
    );
  };

  return (
    <Stack space="xlarge">
      <ScreenHeading screen="fileDown" />
      {downloads.isError ? (
        <InlineAlert tone="critical">{t`Your downloads could not be loaded. Please reload the page.`}</InlineAlert>
      ) : null}
      {data ? (
        <Box background="surface" borderRadius="large" padding="xxlarge">
          <Columns space="large">
            <LayoutColumn>
              <Figure
                label={t`Free downloads left`}
                value={data.isMember ? t`${data.freeLeft} of ${data.freeTotal}` : '0'}
                detail={
                  data.isMember
                    ? t`Each member has ${data.freeTotal} free scene downloads.`
                    : t`Members get ${MEMBERSHIP.freeDownloads} free scene downloads.`
                }
              />
            </LayoutColumn>
            <LayoutColumn>
              <Figure label={t`Paid download`} value={price} detail={t`Per scene, once the free downloads are used.`} />
            </LayoutColumn>
            <LayoutColumn>
              <Figure
                label={t`Request a download`}
                value={t`Scene management`}
                detail={t`Choose “Request download” in a scene's “More actions” menu.`}
              />
            </LayoutColumn>
          </Columns>
        </Box>
      ) : null}
      {downloads.isError ? null : (
        <Section id="downloads" title={t`Requested downloads`}>
          {data && data.list.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title={t`No downloads yet`}
              description={t`Request a scene's download on the scene screen; it is listed here, ready to save.`}
              action={<LinkButton href="/manage/scene">{t`Go to my scenes`}</LinkButton>}
            />
          ) : (
            <downloadTable.Part
              downloads={data?.list ?? []}
              isLoading={downloads.isPending}
              saving={saving}
              onSave={save}
              onPay={setPaying}
            />
          )}
        </Section>
      )}
      {paying ? (
        <Suspense fallback={<PartPending />}>
          <PaymentPopup
            isOpen
            onOpenChange={(open) => (open ? undefined : setPaying(null))}
            orderType={PAY_ORDER_TYPE.download}
            // The order awaiting payment is paid as it is, in its own currency's wallets: no second order is made.
            region={paying.currency === 'USD' ? 'international' : 'domestic'}
            createOrder={async () => {
              const { orderId, orderSn, amount } = paying;
              if (orderId === null || orderSn === null) throw new Error('a download awaiting payment has its order');
              return { id: orderId, orderSn, amount };
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
