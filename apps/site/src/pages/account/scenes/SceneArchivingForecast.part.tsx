import { useAllCameras, useCameraExpiryImpact, useScenes } from '@kankan/api';
import { STORAGE_PLANS, cameraDisplayName } from '@kankan/domain';
import { ArchivingForecast, type ArchivedReason } from '@kankan/ui';
import { useState } from 'react';
import { archivedScenesRequest } from './sceneQuery.ts';

const GB = 1024 ** 3;

/** The smallest plan that holds `bytes` of scene data (the largest when none does). */
export function planFor(bytes: number): string {
  const plan = STORAGE_PLANS.find((candidate) => candidate.sizeGb * GB >= bytes) ?? STORAGE_PLANS.at(-1);
  return plan?.id ?? '1T';
}

/**
 * The scene screen's archiving forecast from the server's own answers: the archived scenes now (the scene list by
 * status), why (an expired plan, or scenes over capacity, per camera), and the next plan expiry that would archive
 * scenes (`/user/camera/expiryImpact`, the rule the server archives by). A screen part: its chunk comes with the
 * screen's, and its data with the list's (sceneData.ts).
 */
export function SceneArchivingForecast() {
  // The moment the screen opened: a plan that ended before it explains the archived scenes.
  const [now] = useState(() => Date.now());
  const cameras = useAllCameras();
  const impacts = useCameraExpiryImpact();
  const archived = useScenes(archivedScenesRequest);
  if (!cameras.data || !impacts.data || !archived.data) return null;

  const reasons = new Set<ArchivedReason>();
  for (const camera of cameras.data) {
    if (camera.expiryTime !== null && Date.parse(camera.expiryTime) <= now && camera.usedSpace > camera.totalSpace) {
      reasons.add('expired');
    } else if (camera.usedSpace > camera.totalSpace) reasons.add('full');
  }
  const archivedCount = archived.data.listTotal;
  if (archivedCount > 0 && reasons.size === 0) reasons.add('full');

  const upcoming = [...impacts.data]
    .filter((impact) => impact.count > 0)
    .sort((a, b) => Date.parse(a.expiryTime) - Date.parse(b.expiryTime))[0];
  const nextCamera = upcoming ? cameras.data.find((camera) => camera.id === upcoming.cameraId) : undefined;
  const used = cameras.data.reduce((sum, camera) => sum + camera.usedSpace, 0);
  const total = cameras.data.reduce((sum, camera) => sum + camera.totalSpace, 0);
  // The plan that would hold the data of the camera most at risk: the one whose plan ends next, or the fullest.
  const atRisk =
    nextCamera ?? [...cameras.data].sort((a, b) => b.usedSpace - b.totalSpace - (a.usedSpace - a.totalSpace))[0];

  return (
    <ArchivingForecast
      archived={{
        count: archivedCount,
        reasons: [...reasons],
        scenes: archived.data.list.map((scene) => ({ sceneNum: scene.sceneNum, sceneName: scene.name })),
      }}
      next={
        upcoming
          ? {
              expiryTime: Date.parse(upcoming.expiryTime),
              cameraName: nextCamera ? cameraDisplayName(nextCamera.childName) : String(upcoming.cameraId),
              count: upcoming.count,
              bytes: upcoming.bytes,
              scenes: upcoming.scenes,
            }
          : null
      }
      freeBytes={total - used}
      capacityHref={`/manage/device?plan=${planFor(atRisk?.usedSpace ?? 0)}`}
      membershipHref="/manage/information"
      headingLevel={2}
    />
  );
}
