import { describe, expect, it } from 'vitest';
import { cameraDisplayName, cameraTypeName } from './camera.ts';

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
});
