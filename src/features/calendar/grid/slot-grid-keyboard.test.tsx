import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildGrid, type GridModel } from './grid-model';
import { SlotGrid } from './slot-grid';
import { makeCourt } from './test-slots';

afterEach(cleanup);

// happy-dom lays nothing out: the scroller gets a desk-sized view so the virtualizers draw.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
});
afterAll(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
});

const quarter = (i: number) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}:00`;
const day = (courts: number, slots: number) =>
  buildGrid(
    Array.from({ length: courts }, (_, c) =>
      makeCourt(
        c + 1,
        Array.from({ length: slots }, (_, i) => ({ slotTime: quarter(i), endTime: quarter(i + 1) })),
      ),
    ),
  );

/** The grid with a panel that opens on a click (as the calendar does) and closes on its button. */
function Harness({ model, onAdd }: { model: GridModel; onAdd?: () => void }) {
  const [selection, setSelection] = useState<{ row: number; col: number } | null>(null);
  const add = () => {
    onAdd?.();
    setSelection(null);
  };
  return (
    <SlotGrid
      model={model}
      selection={selection}
      panel={selection ? <button onClick={add}>Add to cart</button> : null}
      onSlotClick={(_, at) => setSelection(at)}
      onPanelClose={() => setSelection(null)}
      label="Slots on 21 Nov 2026"
    />
  );
}

const show = (model: GridModel, onAdd?: () => void) =>
  render(
    <MantineProvider>
      <Harness model={model} onAdd={onAdd} />
    </MantineProvider>,
  );

const tabStops = () => [...document.querySelectorAll<HTMLElement>('[role="grid"] [tabindex="0"]')];
const press = (key: string, init: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(document.activeElement as Element, { key, ...init });
const focusedCell = () => {
  const el = document.activeElement as HTMLElement;
  return { row: Number(el.dataset.row), col: Number(el.dataset.col) };
};

describe('the slot grid for the keyboard and screen readers', () => {
  it('is a grid of rows, with column heads, row heads and named cells', () => {
    show(day(3, 4));
    const grid = screen.getByRole('grid', { name: 'Slots on 21 Nov 2026' });
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(rows[0].getAttribute('aria-rowindex')).toBe('1');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Court 1', 'Court 2', 'Court 3']);
    expect(within(rows[2]).getByRole('rowheader').textContent).toBe('00:15 – 00:30');
    const cell = within(rows[2]).getByRole('gridcell', { name: 'Court 2, 00:15–00:30, Available to book, Amt.\u00a0400.00' });
    expect(cell.getAttribute('aria-colindex')).toBe('3');
    expect(rows[2].getAttribute('aria-rowindex')).toBe('3');
  });

  it('has one tab stop, which follows the arrow keys', () => {
    show(day(3, 4));
    expect(tabStops()).toHaveLength(1);
    act(() => tabStops()[0].focus());
    expect(focusedCell()).toEqual({ row: 0, col: 0 });
    press('ArrowRight');
    press('ArrowDown');
    expect(focusedCell()).toEqual({ row: 1, col: 1 });
    expect(tabStops()).toEqual([document.activeElement]);
    press('End');
    expect(focusedCell()).toEqual({ row: 1, col: 2 });
    press('Home', { ctrlKey: true });
    expect(focusedCell()).toEqual({ row: 0, col: 0 });
  });

  it('reaches a court and a time far beyond the drawn cells: drawn first, then focused', () => {
    const { container } = show(day(60, 96));
    expect(container.querySelector('button[data-row="0"][data-col="59"]')).toBeNull();
    act(() => tabStops()[0].focus());
    press('End');
    expect(focusedCell()).toEqual({ row: 0, col: 59 });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Court 60, 00:00–00:15, /);
    press('End', { ctrlKey: true });
    expect(focusedCell()).toEqual({ row: 95, col: 59 });
    press('PageUp');
    expect(focusedCell().row).toBeLessThan(95);
    expect(focusedCell().col).toBe(59);
    expect(tabStops()).toHaveLength(1);
  });

  it('walks across many courts with the arrow key, one court at a time', () => {
    show(day(40, 8));
    act(() => tabStops()[0].focus());
    for (let i = 0; i < 30; i++) press('ArrowRight');
    expect(focusedCell()).toEqual({ row: 0, col: 30 });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Court 31, /);
  });

  it('gives the focus back to the cell when its panel closes', () => {
    show(day(3, 4));
    act(() => tabStops()[0].focus());
    press('ArrowRight');
    fireEvent.click(document.activeElement as Element);
    const add = screen.getByRole('button', { name: 'Add to cart' });
    act(() => add.focus());
    fireEvent.click(add);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(focusedCell()).toEqual({ row: 0, col: 1 });
  });

  it('waits for a confirmation asked from the panel to close before giving the focus back', async () => {
    const confirm = document.createElement('div');
    confirm.setAttribute('role', 'dialog');
    confirm.innerHTML = '<button>Record booking</button>';
    // "Add to cart" on an ended slot asks first: the question holds the focus as the panel closes.
    show(day(3, 4), () => {
      document.body.append(confirm);
      confirm.querySelector('button')?.focus();
    });
    act(() => tabStops()[0].focus());
    press('ArrowDown');
    fireEvent.click(document.activeElement as Element);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(document.activeElement?.textContent).toBe('Record booking');
    act(() => confirm.remove());
    await waitFor(() => expect(focusedCell()).toEqual({ row: 1, col: 0 }));
  });
});
