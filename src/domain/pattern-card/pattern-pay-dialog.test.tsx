import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { box, checkedMode, dialog, openWith, press } from '../../lib/testing/dialog-steps';
import { renderWithMantine } from '../../lib/testing/render';
import { i18n } from '../../lib/i18n/i18n';

const bookingWrite = vi.fn();
let keys = 0;
vi.mock('../../../contract/idempotency-key', () => ({ newIdempotencyKey: () => `key-${++keys}` }));
vi.mock('../booking-details/booking-api', () => ({
  bookingWrite: (...args: unknown[]) => bookingWrite(...args),
}));
vi.mock('../../components/write-button', () => ({
  WriteButton: ({ children, onClick }: { children: React.ReactNode; onClick: () => void }) => <button onClick={onClick}>{children}</button>,
}));

const { PatternPayDialog } = await import('./pattern-pay-dialog');

/** The pattern card's way of holding the dialog: a button opens it, a success closes it. */
function Card() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button onClick={() => setOpened(true)}>Open</button>
      <PatternPayDialog
        patternId={12}
        balance={900}
        member={null}
        opened={opened}
        onClose={() => setOpened(false)}
        onDone={() => setOpened(false)}
      />
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

describe('Bulk Pay Now (issue 24)', { timeout: 30_000 }, () => {
  it('opens empty after a success: amount, mode and key start over', async () => {
    bookingWrite.mockResolvedValue({ ok: true, kind: 'success', data: { requestStatus: 1 } });
    renderWithMantine(<Card />);
    await open();
    fireEvent.change(amount(), { target: { value: '300' } });
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Other' }));
    pay();
    await waitFor(() => expect(bookingWrite).toHaveBeenCalledTimes(1));
    expect(bookingWrite.mock.calls[0][1]).toEqual({ patternBookingId: 12, amount: 300, transactionData: { mode: 3, type: 3 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await open();
    expect(amount().value).toBe('');
    expect(checkedMode()).toBe('1');
    fireEvent.change(amount(), { target: { value: '100' } });
    pay();
    await waitFor(() => expect(bookingWrite).toHaveBeenCalledTimes(2));
    expect(bookingWrite.mock.calls[1][1]).toEqual({ patternBookingId: 12, amount: 100, transactionData: { mode: 1, type: 3 } });
    expect(bookingWrite.mock.calls[1][2]).not.toBe(bookingWrite.mock.calls[0][2]);
  });

  it('keeps what was typed after a refusal', async () => {
    bookingWrite.mockResolvedValue({ ok: false, kind: 'failure', message: 'Amount cannot be greater than balance', status: 200 });
    renderWithMantine(<Card />);
    await open();
    fireEvent.change(amount(), { target: { value: '950' } });
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Card' }));
    pay();
    expect(await within(dialog()).findByRole('alert')).toHaveProperty('textContent', 'Amount cannot be greater than balance');
    expect(amount().value).toBe('950');
    expect(checkedMode()).toBe('2');
  });

  it('"-5" and "2.505" stay in the field with the message naming it, and nothing is paid', async () => {
    renderWithMantine(<Card />);
    await open();
    fireEvent.change(amount(), { target: { value: '-5' } });
    pay();
    expect(amount().value).toBe('-5');
    expect(within(dialog()).getByText('Amount cannot be negative')).toBeTruthy();
    expect(within(dialog()).queryByText('Amount is required')).toBeNull();
    fireEvent.change(amount(), { target: { value: '2.505' } });
    pay();
    expect(amount().value).toBe('2.505');
    expect(within(dialog()).getByText('Amount can have at most 2 decimal places')).toBeTruthy();
    expect(bookingWrite).not.toHaveBeenCalled();
  });

  it('speaks Hindi when Hindi is on screen (ADR 0085)', async () => {
    await i18n.changeLanguage('hi');
    try {
      renderWithMantine(<Card />);
      await open();
      expect(within(dialog()).getByText('अभी पेमेंट लें')).toBeTruthy();
      expect(within(dialog()).getByText(/^बाकी: /)).toBeTruthy();
      fireEvent.click(within(dialog()).getByRole('button', { name: 'पेमेंट लें' }));
      expect(await within(dialog()).findByText('रकम ज़रूरी है')).toBeTruthy();
      expect(bookingWrite).not.toHaveBeenCalled();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
