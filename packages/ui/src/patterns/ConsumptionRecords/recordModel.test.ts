import { CHARGE_CHANNEL, CHARGE_RECORD_TYPE } from '@kankan/domain';
import { describe, expect, it } from 'vitest';
import { signedPoints } from './recordModel.ts';

describe('signedPoints', () => {
  it('makes a spend negative whatever sign the record carries', () => {
    expect(signedPoints({ type: CHARGE_RECORD_TYPE.spend, points: 12 })).toBe(-12);
    expect(signedPoints({ type: CHARGE_RECORD_TYPE.spend, points: -12 })).toBe(-12);
  });

  it('makes gifts, top-ups and refunds positive', () => {
    for (const type of [CHARGE_RECORD_TYPE.systemGift, CHARGE_RECORD_TYPE.topUp, CHARGE_RECORD_TYPE.systemRefund]) {
      expect(signedPoints({ type, points: -600 })).toBe(600);
    }
  });

  it('is independent of the channel', () => {
    const record = { type: CHARGE_RECORD_TYPE.topUp, points: 800, channel: CHARGE_CHANNEL.upgradePackage };
    expect(signedPoints(record)).toBe(800);
  });
});
