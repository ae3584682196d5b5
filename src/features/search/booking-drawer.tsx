import { Drawer } from '@mantine/core';
import { useRef } from 'react';
import { useTopEscape } from '../../components/use-top-escape';
import { BookingDetailsPanel } from '../../domain/booking-details/booking-details-panel';
import { i18n } from '../../lib/i18n/i18n';

/** The side drawer of a regular result: Booking Details with the lifecycle actions. */
export function BookingDrawer({ bookingId, onClose, onChanged }: { bookingId: number | null; onClose: () => void; onChanged: () => void }) {
  // Escape closes a dialog of the details alone, never the drawer behind it too.
  const body = useRef<HTMLDivElement>(null);
  useTopEscape(body, bookingId !== null, onClose);
  return (
    <Drawer
      opened={bookingId !== null}
      onClose={onClose}
      closeOnEscape={false}
      position="right"
      size={520}
      title={bookingId !== null ? i18n.t('search:bookingTitle', { id: bookingId }) : ''}
    >
      <div ref={body}>{bookingId !== null && <BookingDetailsPanel bookingId={bookingId} onChanged={onChanged} />}</div>
    </Drawer>
  );
}
