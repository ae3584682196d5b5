import { describe, expect, it } from 'vitest';
import { buildGrid, rowEnded, sameRow } from './grid-model';
import { makeCourt } from './test-slots';

describe('grid model', () => {
  it('rows are the union of start times; a court without that slot has an empty cell', () => {
    const model = buildGrid([
      makeCourt(1, [
        { slotTime: '06:00:00', endTime: '07:00:00' },
        { slotTime: '07:00:00', endTime: '08:00:00' },
      ]),
      makeCourt(2, [{ slotTime: '07:00:00', endTime: '07:30:00' }]),
    ]);
    expect(model.courts.map((court) => court.courtName)).toEqual(['Court 1', 'Court 2']);
    expect(model.rows.map((row) => row.label)).toEqual(['06:00 – 07:00', '07:00 – 07:30']);
    expect(model.rows[0].cells[1]).toBeNull();
    expect(model.rows[1].cells[1]?.courtId).toBe(2);
  });

  it('a refreshed row with the same cells counts as unchanged; a status change does not', () => {
    const a = buildGrid([makeCourt(1, [{}])]).rows[0];
    const b = buildGrid([makeCourt(1, [{}])]).rows[0];
    const c = buildGrid([makeCourt(1, [{ status: 'Carted' }])]).rows[0];
    expect(sameRow(a, b)).toBe(true);
    expect(sameRow(a, c)).toBe(false);
  });

  it('builds a 50-court × 96-slot day quickly', () => {
    const times = Array.from({ length: 96 }, (_, i) => {
      const start = `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}:00`;
      return { slotTime: start, endTime: start };
    });
    const courts = Array.from({ length: 50 }, (_, i) => makeCourt(i + 1, times));
    const started = performance.now();
    const model = buildGrid(courts);
    expect(model.rows).toHaveLength(96);
    expect(model.rows[95].cells).toHaveLength(50);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('rows whose time has gone by', () => {
  it('are every row of a past day and none of a future day', () => {
    expect(rowEnded({ end: '07:00:00' }, '2026-11-20', '2026-11-21', '12:00:00')).toBe(true);
    expect(rowEnded({ end: '07:00:00' }, '2026-11-22', '2026-11-21', '12:00:00')).toBe(false);
  });
  it('are, today, the rows that have ended by now (club time); a midnight end has not', () => {
    expect(rowEnded({ end: '12:00:00' }, '2026-11-21', '2026-11-21', '12:00:00')).toBe(true);
    expect(rowEnded({ end: '12:30:00' }, '2026-11-21', '2026-11-21', '12:00:00')).toBe(false);
    expect(rowEnded({ end: '00:00:00' }, '2026-11-21', '2026-11-21', '23:59:00')).toBe(false);
  });
});
