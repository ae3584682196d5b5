import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Queryable } from '../../db/client';
import { loadClub } from '../../core/club-context';
import { bookingStatusName, clubHeader, headRow, paymentsSection, styles, targetName, typeName } from '../documents/documents';
import { formatAmount } from '../../lib/pdf';
import type { DocumentLanguage } from '../../lib/document-texts/document-language';
import { patternDetails } from './pattern-details';
import { patternTransactions } from './pattern-card';

/** Statements of the pattern card: every occurrence with its state, add-ons, the money and every payment and refund. */
export async function patternStatementDocument(
  q: Queryable,
  clubId: number,
  patternId: number,
  L: DocumentLanguage,
): Promise<TDocumentDefinitions | undefined> {
  const club = await loadClub(q, clubId);
  const p = await patternDetails(q, clubId, patternId, club.timeZone);
  if (!p) return undefined;
  const tx = (await patternTransactions(q, clubId, patternId)) ?? [];
  const { header, currency, timeZone } = await clubHeader(q, clubId, L.t.pattern.title(patternId), L);
  const { t } = L;
  const w = t.pattern;
  const money = (n: number) => formatAmount(n, currency);
  const c = p.customerDetails;
  const content: Content[] = [
    ...header,
    {
      text: `${w.name(patternId)} · ${p.activityName} · ${c.customerName} (${c.customerCountryCode} ${c.customerMobile}) · ${w.states[p.cancelled] ?? ''}`,
    },
    {
      text: `${w.period(L.day(p.startDate), L.day(p.endDate))} · ${p.allDay ? w.allDay : `${p.startTime.slice(0, 5)}-${p.endTime.slice(0, 5)}`} · ${p.courts.join(', ')}`,
    },
    { text: w.bookings, style: 'title' },
    {
      table: {
        headerRows: 1,
        widths: ['auto', 'auto', '*', 'auto', 'auto'],
        body: [
          headRow(w.head),
          ...p.occurrencesList.map((o) => [
            String(o.bookingId),
            `${L.day(o.dateBooked)} ${o.startTime.slice(0, 5)}-${o.endTime.slice(0, 5)}`,
            o.courts.join(', '),
            bookingStatusName(L, o.bookingStatus),
            money(o.grossAmount),
          ]),
          ...p.extras.map((e) => ['', w.addOn, `${e.items} × ${e.quantity}`, '', money(e.grossAmount)]),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    { text: t.summary, style: 'title' },
    {
      table: {
        widths: ['*', 'auto'],
        body: [
          [w.grossOfLive, money(p.summary.gross)],
          ...(p.summary.discount > 0 ? [[t.discount, money(p.summary.discount)]] : []),
          ...(p.summary.cancellationFee > 0 ? [[w.keptOnCancellation, money(p.summary.cancellationFee)]] : []),
          [t.paidNetOfRefunds, money(p.summary.paid)],
          ...(p.summary.credits > 0 ? [[w.paidWithCredits, money(p.summary.credits)]] : []),
          [
            { text: t.balance, style: 'th' },
            { text: money(p.summary.balance), style: 'th' },
          ],
          ...(p.extras.length > 0 ? [[w.addOnsBalance, money(p.extrasSummary.balance)]] : []),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    ...paymentsSection(
      tx,
      timeZone,
      money,
      (x) => `${typeName(L, x.type)} (${targetName(L, x.target)})${x.kind === 'refund' ? w.refund : ''}`,
      L,
    ),
  ];
  return { content, styles, info: { title: w.fileTitle(patternId) } };
}
