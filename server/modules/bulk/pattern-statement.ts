import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Queryable } from '../../db/client';
import { loadClub } from '../../core/club-context';
import { clubHeader, headRow, paymentsSection, styles, typeName } from '../documents/documents';
import { formatAmount } from '../../lib/pdf';
import { patternDetails } from './pattern-details';
import { patternTransactions } from './pattern-card';

const FLAG_TEXT = ['Active', 'Cancelled', 'Partially cancelled'];

/** Statements of the pattern card: every occurrence with its state, add-ons, the money and every payment and refund. */
export async function patternStatementDocument(q: Queryable, clubId: number, patternId: number): Promise<TDocumentDefinitions | undefined> {
  const club = await loadClub(q, clubId);
  const p = await patternDetails(q, clubId, patternId, club.timeZone);
  if (!p) return undefined;
  const tx = (await patternTransactions(q, clubId, patternId)) ?? [];
  const { header, currency, timeZone } = await clubHeader(q, clubId, `Statement of bulk booking ${patternId}`);
  const money = (n: number) => formatAmount(n, currency);
  const c = p.customerDetails;
  const content: Content[] = [
    ...header,
    {
      text: `Bulk booking ${patternId} · ${p.activityName} · ${c.customerName} (${c.customerCountryCode} ${c.customerMobile}) · ${FLAG_TEXT[p.cancelled] ?? ''}`,
    },
    {
      text: `${p.startDate} to ${p.endDate} · ${p.allDay ? 'All day' : `${p.startTime.slice(0, 5)}-${p.endTime.slice(0, 5)}`} · ${p.courts.join(', ')}`,
    },
    { text: 'Bookings', style: 'title' },
    {
      table: {
        headerRows: 1,
        widths: ['auto', 'auto', '*', 'auto', 'auto'],
        body: [
          headRow(['Booking ID', 'Date and time', 'Courts', 'Status', 'Gross']),
          ...p.occurrencesList.map((o) => [
            String(o.bookingId),
            `${o.dateBooked} ${o.startTime.slice(0, 5)}-${o.endTime.slice(0, 5)}`,
            o.courts.join(', '),
            o.bookingStatus,
            money(o.grossAmount),
          ]),
          ...p.extras.map((e) => ['', 'Add-on', `${e.items} × ${e.quantity}`, '', money(e.grossAmount)]),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    { text: 'Summary', style: 'title' },
    {
      table: {
        widths: ['*', 'auto'],
        body: [
          ['Gross of live bookings', money(p.summary.gross)],
          ...(p.summary.discount > 0 ? [['Discount', money(p.summary.discount)]] : []),
          ...(p.summary.cancellationFee > 0 ? [['Kept on cancellation', money(p.summary.cancellationFee)]] : []),
          ['Paid (net of refunds)', money(p.summary.paid)],
          ...(p.summary.credits > 0 ? [['Paid with member credits', money(p.summary.credits)]] : []),
          [
            { text: 'Balance', style: 'th' },
            { text: money(p.summary.balance), style: 'th' },
          ],
          ...(p.extras.length > 0 ? [['Add-ons balance', money(p.extrasSummary.balance)]] : []),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    ...paymentsSection(tx, timeZone, money, (t) => `${typeName(t.type)} (${t.target})${t.kind === 'refund' ? ' refund' : ''}`),
  ];
  return { content, styles, info: { title: `Bulk booking statement ${patternId}` } };
}
