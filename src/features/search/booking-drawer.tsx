import { Drawer } from '@mantine/core';
import { BookingDetailsPanel } from '../../domain/booking-details/booking-details-panel';

/** The side drawer of a regular result: Booking Details with the lifecycle actions. */
export function BookingDrawer({ bookingId, onClose, onChanged }: { bookingId: number | null; onClose: () => void; onChanged: () => void }) {
  return (
    <Drawer
      opened={bookingId !== null}
      onClose={onClose}
      position="right"
      size={520}
      title={bookingId !== null ? `Booking #${bookingId}` : ''}
    >
      {bookingId !== null && <BookingDetailsPanel bookingId={bookingId} onChanged={onChanged} />}
    </Drawer>
  );
}
