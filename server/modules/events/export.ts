import type { EventBooking } from '../../../contract/events';
import { RUPEE_FORMAT, type XlsxColumn } from '../../lib/xlsx-stream';
import { documentLanguage, type DocumentLanguage } from '../../lib/document-texts/document-language';

/** The registration table's columns, as the Events & Passes page shows them, headed in the person's language (ADR 0087). */
export function eventExportColumns(L: DocumentLanguage): XlsxColumn<EventBooking>[] {
  const h = L.t.sheets.eventColumns;
  const source = L.t.sheets.eventSources;
  return [
    { header: h.bookingId, width: 12, value: (b) => b.bookingId },
    { header: h.bookingDate, width: 20, value: (b) => b.dateBooked },
    { header: h.event, width: 24, value: (b) => b.eventName },
    { header: h.category, width: 20, value: (b) => b.categoryName },
    { header: h.subCategory, width: 18, value: (b) => b.subCategory ?? '' },
    { header: h.name, width: 24, value: (b) => b.customerDetails.customerName },
    { header: h.mobile, width: 18, value: (b) => b.customerDetails.customerMobile },
    { header: h.email, width: 28, value: (b) => b.customerDetails.customerEmail ?? '' },
    { header: h.tickets, width: 10, value: (b) => b.slotCount },
    { header: h.source, width: 12, value: (b) => (b.source === 'desk' ? source.desk : source.marketplace) },
    { header: h.total, width: 14, value: (b) => b.summary.gross, numFmt: RUPEE_FORMAT },
    { header: h.paid, width: 14, value: (b) => b.summary.advance, numFmt: RUPEE_FORMAT },
  ];
}

/** The English columns (the bench writes them). */
export const EXPORT_COLUMNS: XlsxColumn<EventBooking>[] = eventExportColumns(documentLanguage('en'));
