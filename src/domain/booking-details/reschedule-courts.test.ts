import { describe, expect, it } from 'vitest';
import { clubClosedNote, courtLabel } from './reschedule-courts';

const court = (over: object) => ({
  courtName: 'Court 1',
  available: false,
  closed: false,
  openTime: '06:00:00',
  closeTime: '23:00:00',
  ...over,
});

describe('Reschedule courts', () => {
  it('labels a shut court closed and a taken one booked', () => {
    expect(courtLabel(court({ available: true }))).toBe('Court 1');
    expect(courtLabel(court({ closed: true }))).toBe('Court 1 (closed)');
    expect(courtLabel(court({}))).toBe('Court 1 (booked)');
  });
  it('says the club is closed, with its hours, only when every court is shut', () => {
    expect(clubClosedNote([court({ closed: true }), court({ closed: true })])).toBe('The club is closed at that time. Open 06:00 – 23:00.');
    expect(clubClosedNote([court({ closed: true }), court({ closed: true, openTime: '07:00:00', closeTime: '22:00:00' })])).toBe(
      'The club is closed at that time. Open 06:00 – 23:00, 07:00 – 22:00.',
    );
    expect(clubClosedNote([court({ closed: true }), court({})])).toBeNull();
    expect(clubClosedNote([])).toBeNull();
  });
});
