import { describe, expect, it } from 'vitest';
import { parseCheckinCode } from '../../../contract/courtside';
import { fullyCheckedIn, matches, rowsFromMirror, sectionsAt, type CourtsideRow } from './courtside-model';

const row = (bookingId: number, startTime: string, endTime: string, court = 'Court 1', over: Partial<CourtsideRow> = {}): CourtsideRow => ({
  bookingId,
  activityId: 1,
  activityName: 'Badminton',
  courts: [court],
  startTime,
  endTime,
  customerName: `Player ${bookingId}`,
  customerMobile: `98765${String(bookingId).padStart(5, '0')}`,
  attendeeCount: 1,
  checkedIn: 0,
  noShow: false,
  ...over,
});

describe('sectionsAt', () => {
  it('puts bookings on court now first, then the next by time and court, then earlier ones latest first', () => {
    const rows = [
      row(1, '06:00:00', '07:00:00'),
      row(2, '10:00:00', '11:00:00', 'Court 2'),
      row(3, '10:00:00', '11:00:00', 'Court 10'),
      row(4, '09:00:00', '10:00:00'),
      row(5, '08:00:00', '09:00:00'),
      row(6, '23:00:00', '00:00:00'),
    ];
    const s = sectionsAt(rows, '09:30:00');
    expect(s.now.map((r) => r.bookingId)).toEqual([4]);
    expect(s.next.map((r) => r.bookingId)).toEqual([2, 3, 6]);
    expect(s.earlier.map((r) => r.bookingId)).toEqual([5, 1]);
    expect(sectionsAt(rows, '23:30:00').now.map((r) => r.bookingId)).toEqual([6]);
    expect(sectionsAt(rows, '10:00:00').now.map((r) => r.bookingId)).toEqual([2, 3]);
  });
});

describe('matches', () => {
  const r = row(1042, '06:00:00', '07:00:00', 'Court 1', { customerName: 'Asha Menon', customerMobile: '9876512345' });
  it('finds by name part, phone digits or the whole booking id', () => {
    expect(matches(r, 'asha')).toBe(true);
    expect(matches(r, 'MENON')).toBe(true);
    expect(matches(r, '12345')).toBe(true);
    expect(matches(r, '+91 98765 12345'.replace('+91 ', ''))).toBe(true);
    expect(matches(r, '1042')).toBe(true);
    expect(matches(r, '#1042')).toBe(true);
    expect(matches(r, '104')).toBe(false);
    expect(matches(r, 'ravi')).toBe(false);
    expect(matches(r, '  ')).toBe(true);
  });
});

describe('rowsFromMirror', () => {
  const slot = (time: string, end: string, bookingId: number | null, name: string | null) =>
    ({ slotTime: time, endTime: end, bookingId, customerName: name }) as never;
  it("joins a booking's slots into one row and skips free slots", () => {
    const rows = rowsFromMirror(
      [
        {
          activityId: 3,
          courts: [
            {
              courtName: 'Court 1',
              slots: [
                slot('06:00:00', '07:00:00', 7, 'Asha'),
                slot('07:00:00', '08:00:00', 7, 'Asha'),
                slot('08:00:00', '09:00:00', null, null),
              ],
            },
            {
              courtName: 'Court 2',
              slots: [
                slot('06:00:00', '07:00:00', 7, 'Asha'),
                slot('23:00:00', '00:00:00', 9, 'Ravi'),
                slot('22:00:00', '23:00:00', 9, 'Ravi'),
              ],
            },
          ] as never,
        },
      ],
      () => 'Badminton',
    );
    expect(rows).toEqual([
      expect.objectContaining({
        bookingId: 7,
        courts: ['Court 1', 'Court 2'],
        startTime: '06:00:00',
        endTime: '08:00:00',
        customerName: 'Asha',
        activityName: 'Badminton',
        checkedIn: null,
      }),
      expect.objectContaining({ bookingId: 9, startTime: '22:00:00', endTime: '00:00:00' }),
    ]);
    expect(fullyCheckedIn(rows[0])).toBe(false);
  });
});

describe('parseCheckinCode', () => {
  it('forgives case, spaces and a missing dash; refuses anything else', () => {
    expect(parseCheckinCode('1042-7f3a9c')).toEqual({ bookingId: 1042, secret: '7F3A9C' });
    expect(parseCheckinCode(' 1042 7F3A9C ')).toEqual({ bookingId: 1042, secret: '7F3A9C' });
    expect(parseCheckinCode('10427F3A9C')).toEqual({ bookingId: 1042, secret: '7F3A9C' });
    for (const bad of ['', '1042', '1042-7F3A9', '1042-7F3A9CX', 'ABC-7F3A9C', '0-7F3A9C', '99999999999-7F3A9C', '1042-7G3A9C'])
      expect(parseCheckinCode(bad), bad).toBeNull();
  });
});
