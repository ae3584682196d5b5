import { describe, expect, it } from 'vitest';
import { courtRuns } from './court-runs';

const slot = (courtId: number, date: string, start: number, end: number) => ({
  courtId,
  date,
  slotTime: `${String(start / 60).padStart(2, '0')}:00:00`,
  start,
  end,
});

describe('courtRuns', () => {
  it('joins back-to-back slots of one court and date, and nothing else', () => {
    const runs = courtRuns([
      slot(2, '2027-01-05', 19 * 60, 20 * 60),
      slot(1, '2027-01-05', 18 * 60, 19 * 60),
      slot(1, '2027-01-05', 19 * 60, 20 * 60),
      slot(1, '2027-01-05', 21 * 60, 22 * 60), // a gap: its own run
      slot(1, '2027-01-06', 22 * 60, 23 * 60),
      slot(1, '2027-01-06', 23 * 60, 24 * 60), // ends at midnight
      slot(2, '2027-01-05', 18 * 60, 19 * 60),
    ]);
    expect(runs).toEqual([
      { courtId: 1, date: '2027-01-05', slotTime: '18:00:00', start: 1080, end: 1200 },
      { courtId: 1, date: '2027-01-05', slotTime: '21:00:00', start: 1260, end: 1320 },
      { courtId: 1, date: '2027-01-06', slotTime: '22:00:00', start: 1320, end: 1440 },
      { courtId: 2, date: '2027-01-05', slotTime: '18:00:00', start: 1080, end: 1200 },
    ]);
  });
});
