import { useLingui } from '@lingui/react/macro';
import {
  isApiError,
  refusedSerial,
  useBindCamera,
  useCameraExpiryImpact,
  useCamerasWithIncrement,
  useDeleteCameraCooperation,
  useRefreshCameraLists,
  useUnbindCamera,
  type components,
} from '@kankan/api';
import { CAMERA_TYPE, STORAGE_PLANS, cameraDisplayName, type CameraTypeName, type StoragePlanId } from '@kankan/domain';
import { CLIENT_FAILURE_CODE, clientMessage } from '@kankan/i18n';
import {
  Box,
  Button,
  EmptyState,
  Heading,
  InlineAlert,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
  type CameraSummary,
  type ExpiryImpact,
} from '@kankan/ui';
import { Suspense, lazy, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PartPending, screenPart } from '../../../app/screenPart.tsx';
import { useSession, useSite } from '../../../app/SiteContext.tsx';
import type { CameraPurchaseKind } from '../payment/CameraPurchase.tsx';

// The dialogs load when first opened; the plan, points and payment ones when a purchase starts: most visits to this
// screen buy nothing.
const CameraCollaboratorDialog = lazy(() =>
  import('./CameraCollaboratorDialog.tsx').then((module) => ({ default: module.CameraCollaboratorDialog })),
);
const AddCameraDialog = lazy(() =>
  import('./addCameraPart.ts').then((module) => ({ default: module.AddCameraDialog })),
);
const AlertDialog = lazy(() => import('../../dialogParts.ts').then((module) => ({ default: module.AlertDialog })));
const CameraPurchase = lazy(() =>
  import('../payment/CameraPurchase.tsx').then((module) => ({ default: module.CameraPurchase })),
);

/** The cards come in a chunk of their own, fetched beside the cameras. */
const cameraList = screenPart(() => import('./CameraList.part.tsx'), <Skeleton variant="block" aspectRatio="4 / 1" />);

type Camera = components['schemas']['CameraWithIncrement'];
type Impact = components['schemas']['ExpiryImpact'];

function impactOf(impact: Impact): ExpiryImpact {
  return { ...impact, expiryTime: Date.parse(impact.expiryTime) };
}

const TABS: readonly CameraTypeName[] = ['pro', 'minion', 'lite'];

function isTab(value: string | null): value is CameraTypeName {
  return TABS.some((tab) => tab === value);
}

function isPlan(value: string | null): value is StoragePlanId {
  return STORAGE_PLANS.some((plan) => plan.id === value);
}

function summaryOf(camera: Camera): CameraSummary {
  return {
    id: camera.id,
    childName: camera.childName,
    snCode: camera.snCode,
    type: camera.type,
    usedSpace: camera.usedSpace,
    totalSpace: camera.totalSpace,
    expiryTime: camera.spaceId != null && camera.expiryTime ? Date.parse(camera.expiryTime) : null,
    planName: camera.spaceId != null ? camera.capacity : null,
    points: camera.exDot,
    sceneCount: camera.sceneCount,
    lastShootTime: camera.lastShootTime ? Date.parse(camera.lastShootTime) : null,
    cooperationUser: camera.cooperationUser ?? null,
    hasMembership: Boolean(camera.increment),
  };
}

/**
 * My cameras (/manage/device): the Pro, Minion and Lite tabs (in the address), each camera's storage, points,
 * scenes and collaborator; binding by serial number, unbinding, collaborators, and buying storage or points
 * through the payment pop-up.
 */
export default function DeviceScreen({ now: fixedNow }: { now?: number }) {
  const { t } = useLingui();
  const { notify } = useSite();
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: CameraTypeName = isTab(tabParam) ? tabParam : 'pro';
  // A plan chosen on the pricing pages (?plan=50G): the storage dialog opens on it for the camera chosen here.
  const planParam = searchParams.get('plan');
  const chosenPlan = isPlan(planParam) && !session.deviceLogin ? planParam : null;
  const cameras = useCamerasWithIncrement();
  cameraList.usePrefetch();
  // A camera login buys nothing, so it is not asked what an expiry would archive.
  const impacts = useCameraExpiryImpact({ enabled: !session.deviceLogin });
  const impactByCamera: Record<number, ExpiryImpact> = {};
  for (const impact of impacts.data ?? []) impactByCamera[impact.cameraId] = impactOf(impact);
  const bind = useBindCamera();
  const refreshLists = useRefreshCameraLists();
  const unbind = useUnbindCamera();
  const cancelCollaborator = useDeleteCameraCooperation();
  // One "now" per visit, so every expiry state is computed against the same moment.
  const [now] = useState(() => fixedNow ?? Date.now());
  const [binding, setBinding] = useState(false);
  const [boundSerials, setBoundSerials] = useState<string[] | null>(null);
  const [bindError, setBindError] = useState<{ code: number; serial: string | null } | null>(null);
  const [purchase, setPurchase] = useState<{ cameraId: number; kind: CameraPurchaseKind } | null>(null);
  const [inviting, setInviting] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<number | null>(null);
  const list = cameras.data ?? [];
  const onlyCamera = list.length === 1 ? list[0] : undefined;
  const [planOpened, setPlanOpened] = useState(false);
  // With one camera there is nothing to choose: its storage dialog opens on the plan at once (once).
  if (chosenPlan && onlyCamera && !planOpened && purchase === null) {
    setPlanOpened(true);
    setPurchase({ cameraId: onlyCamera.id, kind: 'storage' });
  }
  const forgetPlan = () =>
    setSearchParams(
      (params) => {
        params.delete('plan');
        return params;
      },
      { replace: true },
    );
  const find = (id: number | null) => list.find((camera) => camera.id === id) ?? null;
  const purchaseCamera = find(purchase?.cameraId ?? null);
  const invitingCamera = find(inviting);
  const cancellingCamera = find(cancelling);

  const openBinding = () => {
    setBoundSerials(null);
    setBindError(null);
    bind.reset();
    setBinding(true);
  };

  return (
    <Box background="surface" borderRadius="large" padding="xxlarge">
      <Stack space="large">
        <Stack space="small">
          <Heading level={1} visualLevel={2}>
            {t`My cameras`}
          </Heading>
          <Text tone="muted" as="p">
            {t`Your Pro, Minion and Lite cameras with their cloud capacity, points and collaborators.`}
          </Text>
        </Stack>
        {chosenPlan && !cameras.isPending && !onlyCamera ? (
          <InlineAlert
            tone="info"
            title={t`Plan chosen: ${chosenPlan}`}
            action={
              <Button size="small" variant="ghost" tone="neutral" onPress={forgetPlan}>
                {t`Dismiss`}
              </Button>
            }
          >
            {list.length === 0
              ? t`Bind the camera first: capacity is bought for one camera.`
              : t`Choose the camera for it with Buy storage or Renew storage on its card.`}
          </InlineAlert>
        ) : null}
        {cameras.isPending ? (
          <Stack space="medium" aria-busy="true">
            <Skeleton variant="text" lines={2} />
            <Skeleton variant="block" aspectRatio="4 / 1" />
          </Stack>
        ) : cameras.isError ? (
          <EmptyState
            headingLevel={2}
            title={clientMessage('cameraDetailFailed')}
            action={
              <Button variant="outline" onPress={() => void cameras.refetch()}>
                {t`Try again`}
              </Button>
            }
          />
        ) : (
          <Stack space="none">
            {/* The cards' headings are level 3: the list needs its level-2 heading, which the tabs show visually. */}
            <VisuallyHidden as="h2">{t`Bound cameras`}</VisuallyHidden>
            <cameraList.Part
              cameras={list.map(summaryOf)}
              now={now}
              selectedType={tab}
              onSelectedTypeChange={(next) =>
                setSearchParams(
                  (params) => {
                    params.set('tab', next);
                    return params;
                  },
                  { replace: true },
                )
              }
              deviceLogin={session.deviceLogin}
              expiryImpacts={impactByCamera}
              onBindCamera={openBinding}
              onUnbind={(camera) => unbind.mutateAsync({ body: { cameraId: camera.id } })}
              onTopUp={(camera) => setPurchase({ cameraId: camera.id, kind: 'points' })}
              onBuyStorage={(camera) => setPurchase({ cameraId: camera.id, kind: 'storage' })}
              onInviteCollaborator={(camera) => setInviting(camera.id)}
              onCancelCollaborator={(camera) => setCancelling(camera.id)}
            />
          </Stack>
        )}
      </Stack>
      {binding ? (
        <Suspense fallback={<PartPending />}>
          <AddCameraDialog
            isOpen={binding}
            onOpenChange={(open) => {
              setBinding(open);
              if (!open && boundSerials) void refreshLists();
            }}
            defaultCameraType={tab}
            isPending={bind.isPending}
            serverError={bindError}
            boundSerials={boundSerials}
            onBind={({ cameraType, serialNumbers }) => {
              setBindError(null);
              bind.mutate(
                { body: { snCode: serialNumbers.join(','), cameraType } },
                {
                  onSuccess: () => setBoundSerials(serialNumbers),
                  onError: (error) =>
                    setBindError({
                      code: isApiError(error) ? error.code : CLIENT_FAILURE_CODE.network,
                      serial: refusedSerial(error),
                    }),
                },
              );
            }}
            onContinue={() => {
              const type = Array.isArray(bind.data) ? bind.data[0]?.type : undefined;
              const typeName = TABS.find((name) => CAMERA_TYPE[name] === type);
              if (typeName && typeName !== tab) setSearchParams({ tab: typeName }, { replace: true });
              setBinding(false);
              void refreshLists();
            }}
          />
        </Suspense>
      ) : null}
      {purchaseCamera && purchase ? (
        <Suspense fallback={<PartPending />}>
          <CameraPurchase
            camera={purchaseCamera}
            kind={purchase.kind}
            now={now}
            expiryImpact={impactByCamera[purchaseCamera.id] ?? null}
            defaultPlanId={purchase.kind === 'storage' ? (chosenPlan ?? undefined) : undefined}
            onClose={() => {
              setPurchase(null);
              if (chosenPlan) forgetPlan();
            }}
          />
        </Suspense>
      ) : null}
      {invitingCamera ? (
        <Suspense fallback={<PartPending />}>
          <CameraCollaboratorDialog camera={invitingCamera} onClose={() => setInviting(null)} />
        </Suspense>
      ) : null}
      {cancellingCamera ? (
        <Suspense fallback={<PartPending />}>
          <AlertDialog
            isOpen={cancellingCamera !== null}
            onOpenChange={(open) => (open ? undefined : setCancelling(null))}
            tone="critical"
            title={t`Cancel the collaborator of ${cameraDisplayName(cancellingCamera?.childName ?? '')}`}
            confirmLabel={t`Cancel collaborator`}
            onConfirm={async () => {
              if (!cancellingCamera) return;
              await cancelCollaborator.mutateAsync({ body: { cameraId: cancellingCamera.id } });
              notify({ tone: 'positive', title: clientMessage('collaboratorCancelled') });
            }}
          >
            {t`${cancellingCamera?.cooperationUser ?? ''} will no longer be able to work on this camera's scenes.`}
          </AlertDialog>
        </Suspense>
      ) : null}
    </Box>
  );
}
