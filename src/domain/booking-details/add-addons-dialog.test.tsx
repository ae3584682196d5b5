import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { endpoints } from '../../../contract/endpoint-table';
import { renderWithMantine } from '../../lib/testing/render';

const bookingWrite = vi.fn();
const fetchOfferedAddons = vi.fn();
let keys = 0;
vi.mock('../../../contract/idempotency-key', () => ({ newIdempotencyKey: () => `key-${++keys}` }));
vi.mock('./booking-api', () => ({
  bookingWrite: (...args: unknown[]) => bookingWrite(...args),
}));
vi.mock('../../lib/offered-addons', () => ({ fetchOfferedAddons: (...args: unknown[]) => fetchOfferedAddons(...args) }));
vi.mock('../../components/write-button', () => ({
  WriteButton: ({ children, onClick }: { children: React.ReactNode; onClick: () => void }) => <button onClick={onClick}>{children}</button>,
}));

const { AddAddonsDialog } = await import('./add-addons-dialog');

const OFFERED = [
  { extraId: 1, name: 'Racket rental', price: 100, isRent: true, quantity: 20, activityId: null },
  { extraId: 2, name: 'Shuttle tube', price: 450, isRent: false, quantity: 30, activityId: null },
  { extraId: 3, name: 'Towel', price: 50, isRent: true, quantity: 40, activityId: null },
  { extraId: 4, name: 'Swim cap', price: 150, isRent: false, quantity: 25, activityId: 9 },
];

/** Booking Details' way of holding the dialog: a button opens it, a success closes it. */
function Panel() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button onClick={() => setOpened(true)}>Add Add-ons</button>
      <AddAddonsDialog
        activityId={9}
        target={{ bookingId: 77 }}
        opened={opened}
        onClose={() => setOpened(false)}
        onDone={() => setOpened(false)}
      />
    </>
  );
}

const dialog = () => screen.getByRole('dialog');
const field = (name: string) => within(dialog()).getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const add = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Add' }));

async function open() {
  fireEvent.click(screen.getByRole('button', { name: 'Add Add-ons' }));
  await screen.findByRole('dialog');
  await waitFor(() => expect(fetchOfferedAddons).toHaveBeenCalled());
}

async function choose(label: RegExp) {
  fireEvent.click(within(dialog()).getByRole('combobox', { name: 'Add-on' }));
  fireEvent.click(await screen.findByRole('option', { name: label, hidden: true }));
}

beforeEach(() => {
  keys = 0;
  fetchOfferedAddons.mockResolvedValue(OFFERED);
});
afterEach(() => {
  cleanup();
  bookingWrite.mockReset();
  fetchOfferedAddons.mockReset();
});

describe('Add Addons (issue 24)', { timeout: 30_000 }, () => {
  it("offers the club's own add-ons and the sport's, from the list checkout reads", async () => {
    renderWithMantine(<Panel />);
    await open();
    expect(fetchOfferedAddons).toHaveBeenCalledWith(9, expect.anything());
    fireEvent.click(within(dialog()).getByRole('combobox', { name: 'Add-on' }));
    const options = (await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent);
    expect(options).toEqual([
      expect.stringMatching(/^Racket rental/),
      expect.stringMatching(/^Shuttle tube/),
      expect.stringMatching(/^Towel/),
      expect.stringMatching(/^Swim cap/),
      'Custom add-on',
    ]);
  });

  it('opens empty after a success: the last add-on, quantity, advance and key are not sent again', async () => {
    bookingWrite.mockResolvedValue({ ok: true, kind: 'success', data: { requestStatus: 1 } });
    renderWithMantine(<Panel />);
    await open();
    await choose(/^Towel/);
    type('Quantity', '2');
    type('Advance', '80');
    add();
    await waitFor(() => expect(bookingWrite).toHaveBeenCalledTimes(1));
    expect(bookingWrite.mock.calls[0]).toEqual([
      endpoints.bookings.updateExtras,
      { bookingId: 77, extras: [{ extraId: 3, quantity: 2, discount: 0, advance: 80, mode: 1 }] },
      expect.stringMatching(/^key-/),
    ]);
    const firstKey = bookingWrite.mock.calls[0][2];
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await open();
    expect(within(dialog()).getByRole('combobox', { name: 'Add-on' })).toHaveProperty('value', '');
    expect(field('Quantity').value).toBe('1');
    expect(field('Advance').value).toBe('');
    expect(field('Discount').value).toBe('');
    add();
    expect(await within(dialog()).findByText('Select an addon first')).toBeTruthy();
    expect(bookingWrite).toHaveBeenCalledTimes(1);
    await choose(/^Racket rental/);
    add();
    await waitFor(() => expect(bookingWrite).toHaveBeenCalledTimes(2));
    expect(bookingWrite.mock.calls[1][1]).toEqual({
      bookingId: 77,
      extras: [{ extraId: 1, quantity: 1, discount: 0, advance: 0, mode: 0 }],
    });
    expect(bookingWrite.mock.calls[1][2]).not.toBe(firstKey);
  });

  it('keeps what was typed after the server refuses it, so it can be corrected', async () => {
    bookingWrite.mockResolvedValue({ ok: false, kind: 'failure', message: 'Towel: only 3 left for that time', status: 200 });
    renderWithMantine(<Panel />);
    await open();
    await choose(/^Towel/);
    type('Quantity', '5');
    type('Advance', '80');
    add();
    expect(await within(dialog()).findByRole('alert')).toHaveProperty('textContent', 'Towel: only 3 left for that time');
    expect(field('Quantity').value).toBe('5');
    expect(field('Advance').value).toBe('80');
    expect(within(dialog()).getByRole('combobox', { name: 'Add-on' })).toHaveProperty('value', expect.stringMatching(/^Towel/));
  });

  it('refuses quantity 2.5 and 0, a negative or non-number advance: the message names the field, the text stays', async () => {
    renderWithMantine(<Panel />);
    await open();
    await choose(/^Towel/);
    type('Quantity', '2.5');
    add();
    expect(await within(dialog()).findByText('Quantity must be a whole number')).toBeTruthy();
    expect(field('Quantity').value).toBe('2.5');
    type('Quantity', '0');
    expect(await within(dialog()).findByText('Minimum quantity must be 1')).toBeTruthy();
    expect(field('Quantity').value).toBe('0');
    type('Quantity', '1');
    type('Advance', '-80');
    expect(await within(dialog()).findByText('Advance cannot be negative')).toBeTruthy();
    expect(field('Advance').value).toBe('-80');
    type('Advance', '8o');
    expect(await within(dialog()).findByText('Advance must be a number')).toBeTruthy();
    expect(field('Advance').value).toBe('8o');
    add();
    expect(bookingWrite).not.toHaveBeenCalled();
    // Above the line's price: the spec's message, nothing sent.
    type('Advance', '51');
    add();
    expect(await within(dialog()).findByRole('alert')).toHaveProperty('textContent', 'Values are not valid');
    expect(bookingWrite).not.toHaveBeenCalled();
  });

  it('a custom add-on sends its typed name and price', async () => {
    bookingWrite.mockResolvedValue({ ok: true, kind: 'success', data: { requestStatus: 1 } });
    renderWithMantine(<Panel />);
    await open();
    await choose(/^Custom add-on/);
    type('Name', ' Cones ');
    type('Price', '12.5');
    type('Quantity', '3');
    add();
    await waitFor(() => expect(bookingWrite).toHaveBeenCalledTimes(1));
    expect(bookingWrite.mock.calls[0][1]).toEqual({
      bookingId: 77,
      extras: [{ name: 'Cones', price: 12.5, quantity: 3, discount: 0, advance: 0, mode: 0 }],
    });
    await act(async () => {});
  });
});
