import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { box, checkedMode, dialog, openWith, press } from '../../lib/testing/dialog-steps';
import { renderWithMantine } from '../../lib/testing/render';
import type { FullBookingDetails } from './booking-api';

const bookingWrite = vi.fn();
let keys = 0;
vi.mock('../../../contract/idempotency-key', () => ({ newIdempotencyKey: () => `key-${++keys}` }));
vi.mock('./booking-api', () => ({
  bookingWrite: (...args: unknown[]) => bookingWrite(...args),
}));
vi.mock('../../components/write-button', () => ({
  WriteButton: ({ children, onClick }: { children: React.ReactNode; onClick: () => void }) => <button onClick={onClick}>{children}</button>,
}));

const { PayNowDialog } = await import('./pay-now-dialog');

const details = {
  bookingId: 5,
  courtSummary: { gross: 400, discount: 0, advance: 0, balance: 400 },
  extrasSummary: { gross: 100, discount: 0, advance: 0, balance: 100 },
  extras: [{ id: 31, items: 'Towel', quantity: 2 }],
  customerDetails: { customerName: 'Asha', customerEmail: null, customerMobile: '9000000000', customerCountryCode: '+91' },
} as unknown as FullBookingDetails;

/** Booking Details' way of holding the dialog: a button opens it, a success closes it. */
function Panel({ target }: { target: 'court' | 'extras' }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button onClick={() => setOpened(true)}>Open</button>
      <PayNowDialog details={details} target={target} opened={opened} onClose={() => setOpened(false)} onDone={() => setOpened(false)} />
    </>
  );
}

const amount = () => box('Amount');
const open = () => openWith('Open');
const pay = () => press('Pay');

afterEach(() => {
  cleanup();
  bookingWrite.mockReset();
});

describe('Pay Now (issue 24)', { timeout: 30_000 }, () => {
  it('opens empty after a success: amount, add-on line, mode and key start over', async () => {
    bookingWrite.mockResolvedValue({ ok: true, kind: 'success', data: { requestStatus: 1 } });
    renderWithMantine(<Panel target="extras" />);
    await open();
    fireEvent.click(within(dialog()).getByRole('combobox', { name: 'Add-on' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Towel × 2', hidden: true }));
    fireEvent.change(amount(), { target: { value: '60' } });
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Card' }));
    pay();
    await waitFor(() => expect(bookingWrite).toHaveBeenCalledTimes(1));
    expect(bookingWrite.mock.calls[0][1]).toEqual({
      bookingId: 5,
      ebookingId: 31,
      amount: 60,
      discount: '',
      transactionData: { mode: 2, type: 3 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await open();
    expect(amount().value).toBe('');
    expect(within(dialog()).getByRole('combobox', { name: 'Add-on' })).toHaveProperty('value', '');
    expect(checkedMode()).toBe('1');
    fireEvent.change(amount(), { target: { value: '40' } });
    pay();
    await waitFor(() => expect(bookingWrite).toHaveBeenCalledTimes(2));
    expect(bookingWrite.mock.calls[1][1]).toEqual({
      bookingId: 5,
      ebookingId: null,
      amount: 40,
      discount: '',
      transactionData: { mode: 1, type: 3 },
    });
    expect(bookingWrite.mock.calls[1][2]).not.toBe(bookingWrite.mock.calls[0][2]);
  });

  it('keeps what was typed after a refusal, so it can be corrected', async () => {
    bookingWrite.mockResolvedValue({ ok: false, kind: 'failure', message: 'Amount is greater than balance', status: 200 });
    renderWithMantine(<Panel target="court" />);
    await open();
    fireEvent.change(amount(), { target: { value: '450' } });
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Card' }));
    pay();
    expect(await within(dialog()).findByRole('alert')).toHaveProperty('textContent', 'Amount is greater than balance');
    expect(amount().value).toBe('450');
    expect(checkedMode()).toBe('2');
  });
});
