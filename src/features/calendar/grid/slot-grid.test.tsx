import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildGrid } from './grid-model';
import { SlotGrid } from './slot-grid';
import { makeCourt } from './test-slots';

afterEach(cleanup);

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
    expect(screen.getAllByRole('columnheader').map((head) => head.textContent)).toEqual(['Court 1', 'Court 2', 'Court 3']);
    expect(screen.getAllByRole('rowheader').map((head) => head.textContent)).toEqual(['06:00 – 07:00', '07:00 – 08:00', '08:00 – 09:00']);
  });

  it('shows every slot status with its colour class', () => {
    renderGrid();
    const cell = (text: string) => screen.getByRole('button', { name: text });
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
        <SlotGrid model={model} selection={null} panel={null} onSlotClick={() => {}} onPanelClose={() => {}} isEnded={(row) => row.end <= '07:00:00'} />
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Book' }).className).toMatch(/ended/);
    expect(screen.getByRole('button', { name: 'Blocked' }).className).toMatch(/ended/);
    expect(screen.getByRole('button', { name: 'Asha' }).className).not.toMatch(/ended/);
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
    fireEvent.click(screen.getByRole('button', { name: 'Asha' }));
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
        makeCourt(id, [6, 7, 8, 9].map((h) => ({ ...at(h), status: change && id === 2 && h === 7 ? ('Booked' as const) : ('Book' as const), customerName: change && id === 2 && h === 7 ? 'Neha' : null }))),
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
    expect(screen.getByRole('button', { name: 'Neha' })).toBeTruthy();
    spy.mockRestore();
  });
});
