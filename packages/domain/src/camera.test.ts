import { describe, expect, it } from 'vitest';
import { cameraDisplayName, camerasByType, cameraTypeName, CAMERA_TABS, canPurchaseForCamera } from './camera.ts';

describe('camera', () => {
  it('strips the 4DKKPRO_ prefix for display only at the start', () => {
    expect(cameraDisplayName('4DKKPRO_8a3f21')).toBe('8a3f21');
    expect(cameraDisplayName('LITE_8a3f21')).toBe('LITE_8a3f21');
    expect(cameraDisplayName('x4DKKPRO_1')).toBe('x4DKKPRO_1');
  });

  it('names camera type ids', () => {
    expect(cameraTypeName(4)).toBe('pro');
    expect(cameraTypeName(9)).toBe('minion');
    expect(cameraTypeName(0)).toBe('lite');
    expect(cameraTypeName(3)).toBeUndefined();
  });

  it('splits cameras into the Pro, Minion and Lite tabs in order, leaving unknown types out', () => {
    const cameras = [
      { id: 1, type: 4 },
      { id: 2, type: 0 },
      { id: 3, type: 9 },
      { id: 4, type: 4 },
      { id: 5, type: 7 },
    ];
    expect(CAMERA_TABS).toEqual(['pro', 'minion', 'lite']);
    expect(camerasByType(cameras)).toEqual({
      pro: [cameras[0], cameras[3]],
      minion: [cameras[2]],
      lite: [cameras[1]],
    });
    expect(camerasByType([])).toEqual({ pro: [], minion: [], lite: [] });
  });

  it('lets only an account login buy for a camera', () => {
    expect(canPurchaseForCamera({ deviceLogin: false })).toBe(true);
    expect(canPurchaseForCamera({ deviceLogin: true })).toBe(false);
  });
});
