import { useCallback, useEffect, type MouseEvent, type ReactNode } from 'react';
import type { Slot } from '../../../../contract/availability';
import type { GridModel } from './grid-model';
import { MemoGridRow } from './grid-row';
import css from './slot-grid.module.css';

export interface GridSelection {
  row: number;
  col: number;
}

interface SlotGridProps {
  model: GridModel;
  selection: GridSelection | null;
  panel: ReactNode;
  onSlotClick: (slot: Slot, at: GridSelection) => void;
  onPanelClose: () => void;
  /** Which rows' time has gone by (muted); none when omitted. */
  isEnded?: (row: GridModel['rows'][number]) => boolean;
}

/** Rows = time ranges, columns = courts (spec 1 §2). One click handler for every cell. */
export function SlotGrid({ model, selection, panel, onSlotClick, onPanelClose, isEnded }: SlotGridProps) {
  const handleClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const button = (event.target as HTMLElement).closest<HTMLElement>('button[data-row]');
      if (!button || !event.currentTarget.contains(button)) return;
      const at = { row: Number(button.dataset.row), col: Number(button.dataset.col) };
      const slot = model.rows[at.row]?.cells[at.col];
      if (slot) onSlotClick(slot, at);
    },
    [model, onSlotClick],
  );

  // Escape closes the open slot panel wherever the focus is (it stays on the cell after a click,
  // outside the panel, where the Popover's own Escape handling does not reach). The drawer beside
  // the grid ignores that press because the cell is marked for it (see grid-row).
  const panelOpen = selection !== null && panel !== null;
  useEffect(() => {
    if (!panelOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onPanelClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [panelOpen, onPanelClose]);

  return (
    <div className={css.scroller}>
      <div
        className={css.grid}
        style={{ ['--court-count' as string]: model.courts.length }}
        role="grid"
        aria-rowcount={model.rows.length + 1}
        onClick={handleClick}
      >
        <div className={css.corner}>Time</div>
        {model.courts.map((court) => (
          <div key={court.courtId} className={css.courtHead} role="columnheader" title={court.courtName}>
            {court.courtName}
          </div>
        ))}
        {model.rows.map((row, index) => {
          const selectedCol = selection?.row === index ? selection.col : -1;
          return (
            <MemoGridRow
              key={row.time}
              row={row}
              index={index}
              selectedCol={selectedCol}
              panel={selectedCol >= 0 ? panel : null}
              onPanelClose={onPanelClose}
              ended={isEnded ? isEnded(row) : false}
            />
          );
        })}
      </div>
    </div>
  );
}
