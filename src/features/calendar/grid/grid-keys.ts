import type { GridModel } from './grid-model';
import type { GridCell } from './use-grid-window';

const STEPS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** What a key press in the grid asks for, besides the key itself. */
export interface GridKey {
  key: string;
  /** Ctrl (or ⌘) held: Home / End go to the day's first / last slot instead of the row's. */
  ctrl?: boolean;
  /** How many rows PageUp / PageDown move (the rows in view). */
  pageRows?: number;
}

const hasSlot = (model: GridModel, row: number, col: number) => Boolean(model.rows[row]?.cells[col]);

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
    if (hasSlot(model, row, col)) return { row, col };
  }
}

/** The first cell with a slot in reading order from (row, col), walking `dir` (+1 / −1). */
function scan(model: GridModel, row: number, col: number, dir: 1 | -1): GridCell | null {
  const width = model.courts.length;
  for (let i = row * width + col; i >= 0 && i < model.rows.length * width; i += dir) {
    const r = Math.floor(i / width);
    if (hasSlot(model, r, i % width)) return { row: r, col: i % width };
  }
  return null;
}

/** In one column, the row with a slot nearest to `row`, looking first the way the page moved. */
function nearestInColumn(model: GridModel, row: number, col: number, dir: 1 | -1): GridCell | null {
  for (let r = row; r >= 0 && r < model.rows.length; r += dir) if (hasSlot(model, r, col)) return { row: r, col };
  for (let r = row - dir; r >= 0 && r < model.rows.length; r -= dir) if (hasSlot(model, r, col)) return { row: r, col };
  return null;
}

/**
 * Where a key moves the grid's focus (the WAI-ARIA grid pattern): arrows one slot; Home / End the
 * row's first / last slot (with Ctrl: the day's); PageUp / PageDown a screenful of rows in the same
 * court. Null when the key moves nothing (another key, or already at the edge).
 */
export function moveFocus(model: GridModel, from: GridCell, press: GridKey): GridCell | null {
  const last = model.courts.length - 1;
  let to: GridCell | null;
  switch (press.key) {
    case 'Home':
      to = press.ctrl ? scan(model, 0, 0, 1) : scan(model, from.row, 0, 1);
      break;
    case 'End':
      to = press.ctrl ? scan(model, model.rows.length - 1, last, -1) : scan(model, from.row, last, -1);
      break;
    case 'PageDown':
    case 'PageUp': {
      const dir = press.key === 'PageDown' ? 1 : -1;
      const rows = Math.max(1, press.pageRows ?? 1);
      const target = Math.min(model.rows.length - 1, Math.max(0, from.row + dir * rows));
      to = nearestInColumn(model, target, from.col, dir);
      break;
    }
    default:
      to = nextCell(model, from, press.key);
  }
  return to && (to.row !== from.row || to.col !== from.col) ? to : null;
}

/**
 * The grid's one tab stop before anyone has moved in it: the first slot of the first row whose
 * time has not gone by (a desk books what is next), else the day's first slot.
 */
export function firstCell(model: GridModel, ended: (row: number) => boolean): GridCell | null {
  const open = model.rows.findIndex((row, i) => !ended(i) && row.cells.some(Boolean));
  return open >= 0 ? scan(model, open, 0, 1) : scan(model, 0, 0, 1);
}
