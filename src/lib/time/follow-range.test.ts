import { describe, expect, it } from 'vitest';
import { pickedDate, withFrom, withTo } from './follow-range';

describe('From and To follow each other', () => {
  it('moves To up when From passes it, and From back when To goes before it', () => {
    expect(withFrom({ from: '2026-11-01', to: '2026-11-10' }, '2026-11-12')).toEqual({ from: '2026-11-12', to: '2026-11-12' });
    expect(withFrom({ from: '2026-11-01', to: '2026-11-10' }, '2026-11-05')).toEqual({ from: '2026-11-05', to: '2026-11-10' });
    expect(withTo({ from: '2026-11-05', to: '2026-11-10' }, '2026-11-02')).toEqual({ from: '2026-11-02', to: '2026-11-02' });
    expect(withTo({ from: '2026-11-05', to: '2026-11-10' }, '2026-11-08')).toEqual({ from: '2026-11-05', to: '2026-11-08' });
  });
  it('reads picker values', () => {
    expect(pickedDate('2026-11-05')).toBe('2026-11-05');
    expect(pickedDate(new Date(2026, 10, 5))).toBe('2026-11-05');
    expect(pickedDate(null)).toBeNull();
  });
});
