import { describe, expect, it } from 'vitest';
import { nextCell } from './grid-keys';
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
