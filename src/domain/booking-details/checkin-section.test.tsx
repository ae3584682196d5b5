import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { BookingActionMessages } from '../../../contract/booking-actions';
import { endpoints } from '../../../contract/endpoint-table';
import { renderWithMantine } from '../../lib/testing/render';
import { todayIn } from '../../lib/time/club-date';
import type { FullBookingDetails } from './booking-api';

const bookingWrite = vi.fn();
vi.mock('./booking-api', () => ({ bookingWrite: (...args: unknown[]) => bookingWrite(...args) }));
vi.mock('../../components/write-button', () => ({
  WriteButton: ({ children, onClick }: { children: React.ReactNode; onClick: () => void }) => <button onClick={onClick}>{children}</button>,
}));
vi.mock('../../lib/session/session-store', () => ({ useSession: () => ({ timeZone: 'Asia/Kolkata' }) }));

const { CheckinSection } = await import('./checkin-section');

const group = (over: Partial<FullBookingDetails> = {}) =>
  ({ bookingId: 9, dateBooked: todayIn('Asia/Kolkata'), attendeeCount: 5, checkinData: [], noShow: false, ...over }) as FullBookingDetails;

afterEach(() => {
  cleanup();
  bookingWrite.mockReset();
});

/** Types an attendee id as a person does (then leaves the field) and presses Check In. */
function typeAndCheckIn(value: string) {
  const field = screen.getByRole('textbox', { name: 'Attendee id' });
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
  fireEvent.click(screen.getByRole('button', { name: 'Check In' }));
  return field as HTMLInputElement;
}

describe('Check In of a group booking (issue 24 item 11)', () => {
  it('an attendee id out of range stays as typed, shows the message and is not sent', async () => {
    renderWithMantine(<CheckinSection details={group()} onDone={() => {}} />);
    for (const typed of ['6', '0', '2.5', '-2']) {
      const field = typeAndCheckIn(typed);
      expect(await screen.findByRole('alert')).toHaveProperty('textContent', BookingActionMessages.attendeeRange(5));
      expect(field.value).toBe(typed);
    }
    expect(bookingWrite).not.toHaveBeenCalled();
  });

  it('an id of the list is sent as typed', async () => {
    bookingWrite.mockResolvedValue({ ok: true, data: { requestStatus: 1 } });
    renderWithMantine(<CheckinSection details={group()} onDone={() => {}} />);
    typeAndCheckIn('3');
    await waitFor(() => expect(bookingWrite).toHaveBeenCalledWith(endpoints.bookings.checkin, { bookingId: 9, id: 3 }));
  });

  it('a no-show is not offered Check In (issue 24 item 12)', () => {
    renderWithMantine(<CheckinSection details={group({ noShow: true })} onDone={() => {}} />);
    expect(screen.getByText('Marked as no-show')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check In' })).toBeNull();
  });
});
