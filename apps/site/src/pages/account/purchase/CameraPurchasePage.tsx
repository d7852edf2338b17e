import { useLingui } from '@lingui/react/macro';
import { useCamerasByChildName } from '@kankan/api';
import { cameraDisplayName } from '@kankan/domain';
import { clientMessage, formatDate } from '@kankan/i18n';
import { Box, Button, LinkButton, Container, EmptyState, Heading, Skeleton, Stack, Text } from '@kankan/ui';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { PartPending } from '../../../app/screenPart.tsx';
import type { CameraPurchaseKind } from '../payment/CameraPurchase.tsx';

// The plan, points and payment dialogs load when the purchase is opened.
const CameraPurchase = lazy(() =>
  import('../payment/CameraPurchase.tsx').then((module) => ({ default: module.CameraPurchase })),
);

/**
 * /privilege/{cameraId}/{childName} (cloud capacity) and /payrecharge/{cameraId}/{childName} (points): one camera's
 * plan or points and the button that opens the choice, then the payment pop-up. A camera that is not bound to
 * this account cannot be bought for (message 43).
 */
export function CameraPurchasePage({ kind }: { kind: CameraPurchaseKind }) {
  const { t } = useLingui();
  const { cameraId, childName = '' } = useParams();
  const cameras = useCamerasByChildName(childName, { enabled: childName !== '' });
  const camera = cameras.data?.find((candidate) => String(candidate.id) === cameraId) ?? null;
  const [open, setOpen] = useState(false);
  const [now] = useState(() => Date.now());
  const name = cameraDisplayName(childName);
  const title = kind === 'storage' ? t`Cloud capacity of ${name}` : t`Top up points of ${name}`;

  let content;
  if (cameras.isPending && childName !== '') {
    content = <Skeleton variant="text" lines={3} />;
  } else if (!camera) {
    content = (
      <EmptyState
        title={clientMessage('bindBeforeExpanding')}
        action={<LinkButton href="/manage/device">{t`My cameras`}</LinkButton>}
      />
    );
  } else {
    const expiry = camera.spaceId != null && camera.expiryTime ? formatDate(Date.parse(camera.expiryTime)) : null;
    content = (
      <Stack space="large">
        <Stack space="small">
          <Text as="p">
            {t`Serial number`}: {camera.snCode}
          </Text>
          {kind === 'storage' ? (
            <Text as="p">
              {t`Current plan`}: {camera.capacity}
              {expiry ? ` · ${t`Expires on`} ${expiry}` : ''}
            </Text>
          ) : (
            <Text as="p">
              {t`Points`}: {camera.exDot}
            </Text>
          )}
        </Stack>
        <div>
          <Button onPress={() => setOpen(true)}>
            {kind === 'storage' ? t`Choose a storage plan` : t`Choose a points package`}
          </Button>
        </div>
        {open ? (
          <Suspense fallback={<PartPending />}>
            <CameraPurchase camera={camera} kind={kind} now={now} onClose={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </Stack>
    );
  }

  return (
    <Box as="main" background="surfaceSunken" paddingY="xxlarge">
      <Container>
        <Box background="surface" borderRadius="large" padding="xxlarge">
          <Stack space="large">
            <Heading level={1} visualLevel={2}>
              {title}
            </Heading>
            {content}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
