import type { GridModel } from './grid-model';
import type { GridCell } from './use-grid-window';

const STEPS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * The slot an arrow key moves to from `from`: the next cell in that direction that has a slot
 * (a court closed at that hour is skipped); null at the grid's edge or for any other key.
 */
export function nextCell(model: GridModel, from: GridCell, key: string): GridCell | null {
  const step = STEPS[key];
  if (!step) return null;
  let { row, col } = from;
  for (;;) {
    row += step[0];
    col += step[1];
    if (row < 0 || col < 0 || row >= model.rows.length || col >= model.courts.length) return null;
    if (model.rows[row].cells[col]) return { row, col };
  }
}
