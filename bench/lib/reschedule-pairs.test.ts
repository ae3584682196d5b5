import { describe, expect, it } from 'vitest';
import { reschedulePairs } from './reschedule-pairs';

const slot = (courtId: number, time: string, date = '2027-01-04', activityId = 1) => ({ activityId, courtId, date, time });

describe('reschedulePairs', () => {
  it('moves each booking to another court of the same activity and date, never reusing a slot', () => {
    // Free slots come court by court: the old pairing (i, i+1) moved a booking along its own court.
    const slots = [
      slot(1, '06:00:00'),
      slot(1, '07:00:00'),
      slot(2, '06:00:00'),
      slot(2, '07:00:00'),
      slot(3, '06:00:00', '2027-01-05'),
      slot(4, '09:00:00', '2027-01-05', 2),
    ];
    const pairs = reschedulePairs(slots, 10);
    expect(pairs).toEqual([
      { from: slot(1, '06:00:00'), to: slot(2, '06:00:00') },
      { from: slot(1, '07:00:00'), to: slot(2, '07:00:00') },
    ]);
    for (const { from, to } of pairs) {
      expect(to.courtId).not.toBe(from.courtId);
      expect([to.activityId, to.date]).toEqual([from.activityId, from.date]);
    }
  });

  it('stops at the count asked for', () => {
    const slots = [1, 2, 3, 4, 5, 6].map((c) => slot(c, '06:00:00'));
    expect(reschedulePairs(slots, 2)).toHaveLength(2);
  });
});
