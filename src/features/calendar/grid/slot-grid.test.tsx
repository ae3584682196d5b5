import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Slot } from '../../../../contract/availability';
import { buildGrid } from './grid-model';
import { SlotGrid } from './slot-grid';
import { makeCourt } from './test-slots';

afterEach(cleanup);

/** A drawn cell by what it shows (its accessible name is longer: court, time, status, price). */
function cellByText(text: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('[role="grid"] button[data-row]')].filter((cell) => cell.textContent === text);
  if (found.length !== 1) throw new Error(`${found.length} cells show "${text}"`);
  return found[0];
}

// happy-dom lays nothing out: the grid's scroller gets a desk-sized view (600 × 1000 px) so the
// virtualizers have something to draw into, as in a browser.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
});
afterAll(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
});

const hour = (h: number) => `${String(h).padStart(2, '0')}:00:00`;
const at = (h: number) => ({ slotTime: hour(h), endTime: hour(h + 1) });

const model = buildGrid([
  makeCourt(1, [
    { ...at(6), status: 'Book' },
    { ...at(7), status: 'Booked', customerName: 'Asha', paymentPending: true, bookingId: 11 },
    { ...at(8), status: 'Booked', customerName: 'Ravi', paymentPending: false, bookingId: 12 },
  ]),
  makeCourt(2, [
    { ...at(6), status: 'Blocked' },
    { ...at(7), status: 'Locked' },
    { ...at(8), status: 'Booking in Progress' },
  ]),
  makeCourt(3, [
    { ...at(6), status: 'Carted' },
    { ...at(7), status: 'Book', activityType: 1, available: 2, maxSlotCount: 6 },
  ]),
]);

function renderGrid(onSlotClick = vi.fn()) {
  render(
    <MantineProvider>
      <SlotGrid model={model} selection={null} panel={null} onSlotClick={onSlotClick} onPanelClose={() => {}} />
    </MantineProvider>,
  );
  return onSlotClick;
}

describe('SlotGrid', () => {
  it('shows courts as columns and time ranges as rows', () => {
    renderGrid();
    expect(screen.getAllByRole('columnheader').map((head) => head.textContent)).toEqual(['Time', 'Court 1', 'Court 2', 'Court 3']);
    expect(screen.getAllByRole('rowheader').map((head) => head.textContent)).toEqual(['06:00 – 07:00', '07:00 – 08:00', '08:00 – 09:00']);
  });

  it('shows every slot status with its colour class', () => {
    renderGrid();
    const cell = cellByText;
    expect(cell('Book').className).toMatch(/free/);
    expect(cell('Asha').className).toMatch(/pending/);
    expect(cell('Ravi').className).toMatch(/booked/);
    expect(cell('Blocked').className).toMatch(/blocked/);
    expect(cell('Locked').className).toMatch(/locked/);
    expect(cell('Booking in Progress').className).toMatch(/progress/);
    expect(cell('Carted').className).toMatch(/carted/);
    expect(cell('Book 2/6').className).toMatch(/partial/);
  });

  it('mutes the rows whose time has gone by, and only those', () => {
    render(
      <MantineProvider>
        <SlotGrid
          model={model}
          selection={null}
          panel={null}
          onSlotClick={() => {}}
          onPanelClose={() => {}}
          isEnded={(row) => row.end <= '07:00:00'}
        />
      </MantineProvider>,
    );
    expect(cellByText('Book').className).toMatch(/ended/);
    expect(cellByText('Blocked').className).toMatch(/ended/);
    expect(cellByText('Asha').className).not.toMatch(/ended/);
    expect(screen.getAllByRole('rowheader')[0].className).toMatch(/endedHead/);
  });

  it('leaves a hole where a court has no slot', () => {
    const { container } = render(
      <MantineProvider>
        <SlotGrid model={model} selection={null} panel={null} onSlotClick={() => {}} onPanelClose={() => {}} />
      </MantineProvider>,
    );
    expect(container.querySelectorAll('button[data-row]')).toHaveLength(8);
  });

  it('hands the clicked slot to one delegated handler', () => {
    const onSlotClick = renderGrid();
    fireEvent.click(cellByText('Asha'));
    expect(onSlotClick).toHaveBeenCalledTimes(1);
    expect(onSlotClick.mock.calls[0][0]).toMatchObject({ courtId: 1, ...at(7), bookingId: 11 });
    expect(onSlotClick.mock.calls[0][1]).toEqual({ row: 1, col: 0 });
  });
});

describe('SlotGrid on a live refresh', () => {
  it('re-renders only the cells whose slot changed, though every slot object is new', async () => {
    const look = await import('./slot-look');
    const spy = vi.spyOn(look, 'slotLook');
    const courts = (change: boolean) =>
      [1, 2, 3, 4].map((id) =>
        makeCourt(
          id,
          [6, 7, 8, 9].map((h) => ({
            ...at(h),
            status: change && id === 2 && h === 7 ? ('Booked' as const) : ('Book' as const),
            customerName: change && id === 2 && h === 7 ? 'Neha' : null,
          })),
        ),
      );
    const view = (day: ReturnType<typeof buildGrid>) => (
      <MantineProvider>
        <SlotGrid model={day} selection={null} panel={null} onSlotClick={() => {}} onPanelClose={() => {}} />
      </MantineProvider>
    );
    const { rerender } = render(view(buildGrid(courts(false))));
    expect(spy.mock.calls.length).toBe(16);
    spy.mockClear();
    rerender(view(buildGrid(courts(false))));
    expect(spy.mock.calls.length).toBe(0);
    rerender(view(buildGrid(courts(true))));
    expect(spy.mock.calls.length).toBe(1);
    expect(cellByText('Neha')).toBeTruthy();
    spy.mockRestore();
  });
});

describe('SlotGrid on a click', () => {
  it('re-renders only the selected cell (and the one it leaves), not the grid', async () => {
    const look = await import('./slot-look');
    const spy = vi.spyOn(look, 'slotLook');
    const view = (selection: { row: number; col: number } | null) => (
      <MantineProvider>
        <SlotGrid
          model={model}
          selection={selection}
          panel={selection ? <p>Slot panel</p> : null}
          onSlotClick={() => {}}
          onPanelClose={() => {}}
        />
      </MantineProvider>
    );
    const { rerender } = render(view(null));
    spy.mockClear();
    // The cells looked at again (the Popover may render its target more than once).
    const looked = () => [...new Set(spy.mock.calls.map(([slot]) => `${(slot as Slot).courtId} ${(slot as Slot).slotTime}`))];
    rerender(view({ row: 0, col: 0 }));
    expect(screen.getByText('Slot panel')).toBeTruthy();
    expect(looked()).toEqual(['1 06:00:00']);
    spy.mockClear();
    rerender(view({ row: 1, col: 1 }));
    expect(looked().sort()).toEqual(['1 06:00:00', '2 07:00:00']);
    spy.mockRestore();
  });
});

describe('SlotGrid keyboard', () => {
  it('arrow keys move the focus between slots, across courts and times', () => {
    renderGrid();
    cellByText('Book').focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('Blocked');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Locked');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(document.activeElement?.textContent).toBe('Asha');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Book');
  });
});

describe('SlotGrid on a 50-court × 96-slot day', () => {
  const quarter = (i: number) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}:00`;
  const wide = buildGrid(
    Array.from({ length: 50 }, (_, c) =>
      makeCourt(
        c + 1,
        Array.from({ length: 96 }, (_, i) => ({ slotTime: quarter(i), endTime: quarter(i + 1) })),
      ),
    ),
  );

  it('declares the whole day but draws only the cells near the view', () => {
    const { container } = render(
      <MantineProvider>
        <SlotGrid model={wide} selection={null} panel={null} onSlotClick={() => {}} onPanelClose={() => {}} />
      </MantineProvider>,
    );
    const grid = screen.getByRole('grid');
    expect(grid.getAttribute('aria-rowcount')).toBe('97');
    expect(grid.getAttribute('aria-colcount')).toBe('51');
    const drawn = container.querySelectorAll('button[data-row]').length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(1000);
    // Each drawn cell sits on its own row and court track.
    const cell = container.querySelector<HTMLElement>('button[data-row="2"][data-col="1"]');
    expect(cell?.style.gridArea).toMatch(/^4 \/ 3/);
  });

  it('draws only the cells in view in its first frame, and the overscan once that frame is painted', async () => {
    const { container } = render(
      <MantineProvider>
        <SlotGrid model={wide} selection={null} panel={null} onSlotClick={() => {}} onPanelClose={() => {}} />
      </MantineProvider>,
    );
    const drawn = () => container.querySelectorAll('button[data-row]').length;
    const first = drawn();
    // The scroller's 600 px hold the head and 17 rows of 34 px; none beyond the view yet.
    const rows = new Set([...container.querySelectorAll('button[data-row]')].map((b) => Number(b.getAttribute('data-row'))));
    expect(Math.max(...rows)).toBeLessThan(18);
    await waitFor(() => expect(drawn()).toBeGreaterThan(first));
    const later = new Set([...container.querySelectorAll('button[data-row]')].map((b) => Number(b.getAttribute('data-row'))));
    expect(Math.max(...later)).toBeGreaterThanOrEqual(18);
  });

  it('keeps the selected cell and its panel drawn however far it is from the view', () => {
    render(
      <MantineProvider>
        <SlotGrid model={wide} selection={{ row: 90, col: 45 }} panel={<p>Slot panel</p>} onSlotClick={() => {}} onPanelClose={() => {}} />
      </MantineProvider>,
    );
    const far = document.querySelector<HTMLElement>('button[data-row="90"][data-col="45"]');
    expect(far?.title).toMatch(/^Court 46 22:30 /);
    expect(screen.getByText('Slot panel')).toBeTruthy();
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toContain('22:30 – 22:45');
  });
});
