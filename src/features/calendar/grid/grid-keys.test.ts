import { describe, expect, it } from 'vitest';
import { firstCell, moveFocus, nextCell } from './grid-keys';
import { buildGrid } from './grid-model';
import { makeCourt } from './test-slots';

const at = (h: number) => ({ slotTime: `${String(h).padStart(2, '0')}:00:00`, endTime: `${String(h + 1).padStart(2, '0')}:00:00` });
// Court 2 is closed at 07:00: a hole in the middle of the grid.
const model = buildGrid([makeCourt(1, [at(6), at(7), at(8)]), makeCourt(2, [at(6), at(8)]), makeCourt(3, [at(6), at(7), at(8)])]);

describe('arrow keys in the grid', () => {
  it('move one slot in their direction', () => {
    expect(nextCell(model, { row: 0, col: 0 }, 'ArrowRight')).toEqual({ row: 0, col: 1 });
    expect(nextCell(model, { row: 0, col: 0 }, 'ArrowDown')).toEqual({ row: 1, col: 0 });
    expect(nextCell(model, { row: 2, col: 2 }, 'ArrowUp')).toEqual({ row: 1, col: 2 });
    expect(nextCell(model, { row: 2, col: 2 }, 'ArrowLeft')).toEqual({ row: 2, col: 1 });
  });
  it('skip a court that has no slot then', () => {
    expect(nextCell(model, { row: 1, col: 0 }, 'ArrowRight')).toEqual({ row: 1, col: 2 });
    expect(nextCell(model, { row: 0, col: 1 }, 'ArrowDown')).toEqual({ row: 2, col: 1 });
  });
  it('stop at the edges and ignore other keys', () => {
    expect(nextCell(model, { row: 0, col: 0 }, 'ArrowUp')).toBeNull();
    expect(nextCell(model, { row: 0, col: 2 }, 'ArrowRight')).toBeNull();
    expect(nextCell(model, { row: 0, col: 0 }, 'Enter')).toBeNull();
  });
});

describe('Home, End and paging in the grid', () => {
  // Eight hours; court 3 is closed from 10:00 (rows 4–7): paging in its column lands on its last slot.
  const long = buildGrid([
    makeCourt(1, [6, 7, 8, 9, 10, 11, 12, 13].map(at)),
    makeCourt(2, [7, 8, 9, 10, 11, 12, 13].map(at)),
    makeCourt(3, [6, 7, 8, 9].map(at)),
  ]);

  it('Home and End go to the first and last slot of the row, skipping closed courts', () => {
    expect(moveFocus(long, { row: 5, col: 1 }, { key: 'Home' })).toEqual({ row: 5, col: 0 });
    expect(moveFocus(long, { row: 5, col: 0 }, { key: 'End' })).toEqual({ row: 5, col: 1 });
    expect(moveFocus(long, { row: 0, col: 0 }, { key: 'End' })).toEqual({ row: 0, col: 2 });
    // Row 0 has no slot on court 2: Home from court 3 lands on court 1.
    expect(moveFocus(long, { row: 0, col: 2 }, { key: 'Home' })).toEqual({ row: 0, col: 0 });
  });

  it('Ctrl+Home and Ctrl+End go to the first and last slot of the day', () => {
    expect(moveFocus(long, { row: 4, col: 1 }, { key: 'Home', ctrl: true })).toEqual({ row: 0, col: 0 });
    expect(moveFocus(long, { row: 4, col: 0 }, { key: 'End', ctrl: true })).toEqual({ row: 7, col: 1 });
  });

  it('PageDown and PageUp move a screenful of rows in the same court, stopping at the ends', () => {
    expect(moveFocus(long, { row: 0, col: 0 }, { key: 'PageDown', pageRows: 3 })).toEqual({ row: 3, col: 0 });
    expect(moveFocus(long, { row: 6, col: 0 }, { key: 'PageDown', pageRows: 3 })).toEqual({ row: 7, col: 0 });
    expect(moveFocus(long, { row: 5, col: 1 }, { key: 'PageUp', pageRows: 10 })).toEqual({ row: 1, col: 1 });
    expect(moveFocus(long, { row: 1, col: 2 }, { key: 'PageDown', pageRows: 5 })).toEqual({ row: 3, col: 2 });
  });

  it('moves nothing at the edge or for a key it does not know', () => {
    expect(moveFocus(long, { row: 7, col: 0 }, { key: 'PageDown', pageRows: 3 })).toBeNull();
    expect(moveFocus(long, { row: 0, col: 0 }, { key: 'Home' })).toBeNull();
    expect(moveFocus(long, { row: 0, col: 0 }, { key: 'x' })).toBeNull();
    expect(moveFocus(long, { row: 0, col: 0 }, { key: 'ArrowRight' })).toEqual({ row: 0, col: 2 });
  });

  it('starts the tab stop on the first slot whose time has not gone by', () => {
    expect(firstCell(long, () => false)).toEqual({ row: 0, col: 0 });
    expect(firstCell(long, (row) => row < 3)).toEqual({ row: 3, col: 0 });
    expect(firstCell(long, () => true)).toEqual({ row: 0, col: 0 });
  });
});
