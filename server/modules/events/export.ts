import type { EventBooking } from '../../../contract/events';
import { RUPEE_FORMAT, type XlsxColumn } from '../../lib/xlsx-stream';

/** The registration table's columns, as the Events & Passes page shows them. */
export const EXPORT_COLUMNS: XlsxColumn<EventBooking>[] = [
  { header: 'Booking Id', width: 12, value: (b) => b.bookingId },
  { header: 'Booking Date', width: 20, value: (b) => b.dateBooked },
  { header: 'Event', width: 24, value: (b) => b.eventName },
  { header: 'Category', width: 20, value: (b) => b.categoryName },
  { header: 'Sub Category', width: 18, value: (b) => b.subCategory ?? '' },
  { header: 'Name', width: 24, value: (b) => b.customerDetails.customerName },
  { header: 'Mobile', width: 18, value: (b) => b.customerDetails.customerMobile },
  { header: 'Email', width: 28, value: (b) => b.customerDetails.customerEmail ?? '' },
  { header: 'Tickets', width: 10, value: (b) => b.slotCount },
  { header: 'Source', width: 12, value: (b) => (b.source === 'desk' ? 'Desk' : 'Marketplace') },
  { header: 'Total', width: 14, value: (b) => b.summary.gross, numFmt: RUPEE_FORMAT },
  { header: 'Paid', width: 14, value: (b) => b.summary.advance, numFmt: RUPEE_FORMAT },
];
