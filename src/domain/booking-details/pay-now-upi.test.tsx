import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { box, dialog, press } from '../../lib/testing/dialog-steps';
import { renderWithMantine } from '../../lib/testing/render';
import { UtrMessages } from '../../../contract/upi';
import type { FullBookingDetails } from './booking-api';

/**
 * UPI at Pay Now (ADR 0082 addendum): with the club's UPI ID, UPI is a mode; choosing it shows the
 * QR panel; nothing is sent until the desk ticks "UPI payment received"; a UTR, if typed, must be
 * 12 digits and is sent as typed. Offline UPI is shown disabled with the reason.
 */
const bookingWrite = vi.fn();
let online = true;
vi.mock('./booking-api', () => ({ bookingWrite: (...args: unknown[]) => bookingWrite(...args) }));
vi.mock('../../components/write-button', () => ({
  WriteButton: ({ children, onClick }: { children: React.ReactNode; onClick: () => void }) => <button onClick={onClick}>{children}</button>,
}));
vi.mock('../../lib/session/session-store', () => ({
  useSession: () => ({ config: { upi: { vpa: 'arena@okaxis', payeeName: 'Demo Arena' } }, timeZone: 'Asia/Kolkata' }),
}));
vi.mock('../../lib/online/online-store', () => ({ useOnline: () => online }));

const { PayNowDialog } = await import('./pay-now-dialog');

const details = {
  bookingId: 7,
  courtSummary: { gross: 400, discount: 0, advance: 0, balance: 400 },
  extrasSummary: { gross: 0, discount: 0, advance: 0, balance: 0 },
  extras: [],
  customerDetails: { customerName: 'Asha Menon', customerEmail: null, customerMobile: '9000000000', customerCountryCode: '+91' },
} as unknown as FullBookingDetails;

function renderDialog() {
  renderWithMantine(
    <>
      <button>Open</button>
      <PayNowDialog details={details} target="court" opened onClose={() => undefined} onDone={() => undefined} />
    </>,
  );
}

beforeEach(() => {
  online = true;
  bookingWrite.mockResolvedValue({ ok: true, kind: 'success', data: { requestStatus: 1 } });
});
afterEach(() => {
  cleanup();
  bookingWrite.mockReset();
});

describe('Pay Now by UPI', { timeout: 30_000 }, () => {
  it('shows the QR of the amount, waits for "received", refuses a UTR that is not 12 digits, then sends it as typed', async () => {
    renderDialog();
    await screen.findByRole('dialog');
    fireEvent.change(box('Amount'), { target: { value: '150' } });
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'UPI' }));
    const panel = await screen.findByTestId('upi-payment');
    expect(within(panel).getByTestId('upi-link').textContent).toBe(
      'upi://pay?pa=arena%40okaxis&pn=Demo%20Arena&am=150.00&cu=INR&tn=Booking%207%20Asha%20Menon',
    );
    press('Pay');
    expect(await within(panel).findByText('Confirm the UPI payment was received before recording it')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('checkbox', { name: /UPI payment received/ }));
    fireEvent.change(box('UTR (optional)'), { target: { value: '4123 4567 8901' } });
    press('Pay');
    expect(await within(panel).findByText(UtrMessages.digits)).toBeTruthy();
    // Never rewritten for the person: what was typed stays.
    expect(box('UTR (optional)').value).toBe('4123 4567 8901');
    expect(bookingWrite).not.toHaveBeenCalled();
    fireEvent.change(box('UTR (optional)'), { target: { value: '412345678901' } });
    press('Pay');
    await waitFor(() => expect(bookingWrite).toHaveBeenCalledTimes(1));
    expect(bookingWrite.mock.calls[0][1]).toEqual({
      bookingId: 7,
      amount: 150,
      discount: '',
      transactionData: { mode: 4, type: 3 },
      utr: '412345678901',
    });
  });

  it('offline: UPI is shown disabled with the reason, and no QR', async () => {
    online = false;
    renderDialog();
    await screen.findByRole('dialog');
    const upi = within(dialog()).getByRole('radio', { name: 'UPI' }) as HTMLInputElement;
    expect(upi.disabled).toBe(true);
    expect(within(dialog()).getByTestId('upi-offline').textContent).toBe('UPI: Needs a connection');
    expect(screen.queryByTestId('upi-payment')).toBeNull();
  });
});
