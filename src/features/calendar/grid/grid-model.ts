import type { AvailabilityCourt, Slot } from '../../../../contract/availability';

export interface GridRow {
  /** slotTime of the row, HH:mm:ss. */
  time: string;
  /** Display range, e.g. '06:00 – 07:00'. */
  label: string;
  /** The earliest end among the row's slots, HH:mm:ss ('00:00:00' = midnight). */
  end: string;
  /** One entry per court in column order; null where the court has no slot starting then. */
  cells: (Slot | null)[];
}

export interface GridModel {
  courts: { courtId: number; courtName: string }[];
  rows: GridRow[];
}

const hm = (time: string) => time.slice(0, 5);

/** Rows = the union of slot start times, columns = courts; courts may differ in hours. */
export function buildGrid(courts: AvailabilityCourt[]): GridModel {
  const ends = new Map<string, string>();
  const byCourt = courts.map((court) => {
    const slots = new Map<string, Slot>();
    for (const slot of court.slots) {
      slots.set(slot.slotTime, slot);
      const end = ends.get(slot.slotTime);
      if (end === undefined || slot.endTime < end) ends.set(slot.slotTime, slot.endTime);
    }
    return slots;
  });
  const times = [...ends.keys()].sort();
  return {
    courts: courts.map(({ courtId, courtName }) => ({ courtId, courtName })),
    rows: times.map((time) => ({
      time,
      label: `${hm(time)} – ${hm(ends.get(time) as string)}`,
      end: ends.get(time) as string,
      cells: byCourt.map((slots) => slots.get(time) ?? null),
    })),
  };
}

/**
 * Two cells look the same (so a memoized row or cell can skip rendering): every field a cell
 * shows or says (its spoken name has the price). A refreshed day brings new slot objects for every cell; only the changed ones differ.
 */
export function sameCell(a: Slot | null, b: Slot | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.status === b.status &&
    a.slotTime === b.slotTime &&
    a.endTime === b.endTime &&
    a.price === b.price &&
    a.courtName === b.courtName &&
    a.activityType === b.activityType &&
    a.available === b.available &&
    a.maxSlotCount === b.maxSlotCount &&
    a.customerName === b.customerName &&
    a.paymentPending === b.paymentPending &&
    a.bookingId === b.bookingId &&
    a.offeredTo === b.offeredTo &&
    a.waiting === b.waiting &&
    a.blockRemark === b.blockRemark
  );
}

export function sameRow(a: GridRow, b: GridRow): boolean {
  return a === b || (a.label === b.label && a.cells.length === b.cells.length && a.cells.every((cell, i) => sameCell(cell, b.cells[i])));
}

/**
 * A row has ended when its day is past, or it is today and its end time has gone by (club time).
 * Ended rows stay bookable — desks record walk-ins after play — but are shown muted.
 */
export function rowEnded(row: Pick<GridRow, 'end'>, date: string, today: string, nowTime: string): boolean {
  if (date !== today) return date < today;
  return row.end !== '00:00:00' && row.end <= nowTime;
}
