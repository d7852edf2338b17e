/** Sample cameras for the camera stories: fixed times around NOW so screenshots never change. */
import type { ExpiryImpact } from '../ExpiryImpactNote/ExpiryImpactNote.tsx';
import type { CameraSummary } from './CameraCard.tsx';

const DAY = 24 * 60 * 60 * 1000;
const GB = 1024 ** 3;

/** A fixed "now": 21 November 2026, 10:00 UTC. */
export const NOW = Date.UTC(2026, 10, 21, 10, 0);

export const proCamera: CameraSummary = {
  id: 101,
  childName: '4DKKPRO_8A21C7',
  snCode: 'KK-PRO-8A21C7',
  type: 4,
  usedSpace: 12.4 * GB,
  totalSpace: 20 * GB,
  expiryTime: NOW + 143 * DAY,
  planName: '20G',
  points: 1260,
  sceneCount: 14,
  lastShootTime: NOW - 2 * DAY - 3 * 60 * 60 * 1000,
  cooperationUser: null,
  hasMembership: false,
};

export const lowPointsCamera: CameraSummary = {
  ...proCamera,
  id: 102,
  childName: '4DKKPRO_5520AB',
  snCode: 'KK-PRO-5520AB',
  usedSpace: 18.7 * GB,
  points: 50,
  sceneCount: 19,
  cooperationUser: 'wang_fang',
};

export const memberCamera: CameraSummary = {
  ...proCamera,
  id: 103,
  childName: '4DKKPRO_93F0D2',
  snCode: 'KK-PRO-93F0D2',
  usedSpace: 86.2 * GB,
  totalSpace: 10 * GB,
  expiryTime: null,
  points: 4820,
  sceneCount: 96,
  hasMembership: true,
};

export const expiredCamera: CameraSummary = {
  ...proCamera,
  id: 104,
  childName: '4DKKPRO_0C77E1',
  snCode: 'KK-PRO-0C77E1',
  usedSpace: 23.5 * GB,
  expiryTime: NOW - 12 * DAY,
  points: 320,
  sceneCount: 21,
  lastShootTime: null,
};

export const minionCamera: CameraSummary = {
  ...proCamera,
  id: 201,
  childName: 'MINION_31B9',
  snCode: 'KK-MN-31B9F4',
  type: 9,
  usedSpace: 3.1 * GB,
  totalSpace: 10 * GB,
  expiryTime: null,
  points: 640,
  sceneCount: 4,
};

export const liteCamera: CameraSummary = {
  ...proCamera,
  id: 301,
  childName: 'LITE_7D20',
  snCode: 'KK-LT-7D20C5',
  type: 0,
  usedSpace: 4.6 * GB,
  totalSpace: 5 * GB,
  expiryTime: null,
  points: 110,
  sceneCount: 5,
};

/** A 50G plan ending in 6 days: the expiry in the caution colour with the days left. */
export const expiringCamera: CameraSummary = {
  ...proCamera,
  id: 105,
  childName: '4DKKPRO_6D10F3',
  snCode: 'KK-PRO-6D10F3',
  usedSpace: 31.8 * GB,
  totalSpace: 50 * GB,
  planName: '50G',
  expiryTime: NOW + 6 * DAY,
  sceneCount: 27,
};

/** A plan ending later today. */
export const expiresTodayCamera: CameraSummary = {
  ...expiringCamera,
  id: 106,
  childName: '4DKKPRO_E4402A',
  snCode: 'KK-PRO-E4402A',
  expiryTime: NOW + 5 * 60 * 60 * 1000,
};

/** What the expiring camera's plan would archive at its end (back to the free 10G). */
export const expiringImpact: ExpiryImpact = {
  expiryTime: NOW + 6 * DAY,
  count: 23,
  bytes: 22.1 * GB,
  scenes: [
    { sceneNum: 'KK-t-8F2a', sceneName: 'Showroom level 2', size: 2.4 * GB },
    { sceneNum: 'KK-t-3Dd0', sceneName: 'Lobby and reception', size: 1.9 * GB },
    { sceneNum: 'KK-t-77Qe', sceneName: 'Warehouse north wing', size: 1.2 * GB },
  ],
};
