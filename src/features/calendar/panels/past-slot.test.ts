import { describe, expect, it } from 'vitest';
import { pastSlot } from './past-slot';

const slot = { slotDate: '2026-11-20', slotTime: '10:00:00', endTime: '11:00:00' };

describe('pastSlot', () => {
  it('is not ended before the end time, ended after it', () => {
    expect(pastSlot(slot, '2026-11-20', '10:30:00', 48)).toMatchObject({ ended: false, tooOld: false });
    expect(pastSlot(slot, '2026-11-20', '11:00:00', 48)).toMatchObject({ ended: true, tooOld: false });
    expect(pastSlot(slot, '2026-11-19', '23:00:00', 48)).toMatchObject({ ended: false });
  });

  it('is too old once the look-back has gone by', () => {
    expect(pastSlot(slot, '2026-11-22', '11:00:00', 48)).toMatchObject({ ended: true, tooOld: false });
    expect(pastSlot(slot, '2026-11-22', '11:01:00', 48)).toMatchObject({ ended: true, tooOld: true });
    expect(pastSlot(slot, '2026-11-20', '12:00:00', 0)).toMatchObject({ ended: true, tooOld: true });
  });

  it('reads an end of 00:00 as midnight', () => {
    const late = { slotDate: '2026-11-20', slotTime: '23:00:00', endTime: '00:00:00' };
    expect(pastSlot(late, '2026-11-20', '23:59:00', 48).ended).toBe(false);
    expect(pastSlot(late, '2026-11-21', '00:00:00', 48).ended).toBe(true);
  });
});
