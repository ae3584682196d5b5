import { sql } from 'drizzle-orm';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Queryable } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { getClubSettings } from '../club-settings/service';
import { loadClub } from '../../core/club-context';
import { bookingDetails } from '../checkout/booking-details';
import { bookingTransactions } from '../../ledger/transactions-list';
import { checkinCode } from '../../ledger/booking-row';
import { toMajor } from '../../core/money';
import { formatAmount } from '../../lib/pdf';
import type { DocumentLanguage } from '../../lib/document-texts/document-language';
import type { TransactionRow } from '../../../contract/booking-actions';

export async function clubHeader(
  q: Queryable,
  clubId: number,
  title: string,
  L: DocumentLanguage,
): Promise<{ header: Content[]; currency: string; timeZone: string }> {
  const club = await loadClub(q, clubId);
  const { receipt } = await getClubSettings(q, clubId);
  const header: Content[] = [
    { text: receipt.legalName || club.name, style: 'club' },
    ...(receipt.legalName && receipt.legalName !== club.name ? [{ text: club.name }] : []),
    ...(receipt.address ? [{ text: receipt.address }] : []),
    ...(receipt.taxId ? [{ text: L.t.taxId(receipt.taxId) }] : []),
    { text: title, style: 'title' },
  ];
  return { header, currency: club.currency, timeZone: club.timeZone };
}

export const styles: TDocumentDefinitions['styles'] = {
  club: { fontSize: 16, bold: true },
  title: { fontSize: 13, bold: true, margin: [0, 12, 0, 8] },
  th: { bold: true },
};

export const modeName = (L: DocumentLanguage, m: number) => L.t.paymentModes[m] ?? String(m);
export const typeName = (L: DocumentLanguage, t: number) => L.t.transactionTypes[t] ?? String(t);
/** 'Upcoming' … in the document's language; a status it does not know as it is. */
export const bookingStatusName = (L: DocumentLanguage, status: string) =>
  Object.hasOwn(L.t.bookingStatuses, status) ? L.t.bookingStatuses[status] : status;
/** What a money row paid for ('court', 'extras' …): the stored word in English, as before. */
export const targetName = (L: DocumentLanguage, target: string) => L.t.targets[target] ?? target;
export const headRow = (cells: string[]) => cells.map((c) => ({ text: c, style: 'th' }));

/** The statements' last part: every money row, refunds included, with who took it and when. */
export function paymentsSection(
  tx: TransactionRow[],
  timeZone: string,
  money: (n: number) => string,
  kind: (t: TransactionRow) => string,
  L: DocumentLanguage,
): Content[] {
  return [
    { text: L.t.paymentsAndRefunds, style: 'title' },
    {
      table: {
        headerRows: 1,
        widths: ['auto', '*', 'auto', 'auto', 'auto'],
        body: [
          headRow(L.t.paymentsHead),
          ...tx.map((t) => [
            String(t.transactionId),
            `${L.stamp(t.timestamp, timeZone)} · ${t.handler}`,
            kind(t),
            modeName(L, t.mode),
            money(t.amount),
          ]),
        ],
      },
      layout: 'lightHorizontalLines',
    },
  ];
}

/**
 * The receipt of one transaction; undefined when the club has no such transaction, 'nothing paid'
 * for a ₹0 row (a "No Pay" booking): no money moved, so there is nothing to give a receipt for.
 */
export async function receiptDocument(
  q: Queryable,
  clubId: number,
  transactionId: number,
  L: DocumentLanguage,
): Promise<TDocumentDefinitions | undefined | 'nothing paid'> {
  const t = await firstRow<{ bookingId: number | null; memberId: number | null; amountMinor: string }>(
    q,
    sql`SELECT booking_id AS "bookingId", member_id AS "memberId", amount_minor::text AS "amountMinor"
        FROM transactions WHERE club_id = ${clubId} AND id = ${transactionId}`,
  );
  if (!t) return undefined;
  if (BigInt(t.amountMinor) === 0n) return 'nothing paid';
  // A payment receipt, never titled "Tax Invoice": a registered club's tax invoice is its own
  // numbered document (ADR 0082), and an unregistered club may not issue one.
  const { header, currency, timeZone } = await clubHeader(q, clubId, L.t.receipt.title, L);
  const r = L.t.receipt;
  const row = t.bookingId ? (await bookingTransactions(q, clubId, t.bookingId)).find((x) => x.transactionId === transactionId)! : undefined;
  const booking = t.bookingId ? await bookingDetails(q, clubId, t.bookingId, timeZone) : undefined;
  const secret = t.bookingId
    ? await firstRow<{ id: number; checkinSecret: string }>(
        q,
        sql`SELECT id, checkin_secret AS "checkinSecret" FROM bookings WHERE id = ${t.bookingId}`,
      )
    : undefined;
  const money = (n: number) => formatAmount(n, currency);
  const lines: [string, string][] = [[r.number, String(transactionId)]];
  if (row) {
    lines.push(
      [r.date, L.stamp(row.timestamp, timeZone)],
      [r.for, `${typeName(L, row.type)} (${targetName(L, row.target)})${row.kind === 'refund' ? r.refund : ''}`],
      [r.amount, money(row.amount)],
      [r.mode, modeName(L, row.mode)],
      [r.handler, `${row.handler} (${row.place})`],
    );
  }
  if (booking) {
    lines.push(
      [L.t.bookingId, String(booking.bookingId)],
      [r.customer, `${booking.customerDetails.customerName}`],
      [r.activity, booking.activityName],
      [L.t.dateAndTime, `${L.day(booking.dateBooked)} ${booking.startTime.slice(0, 5)}-${booking.endTime.slice(0, 5)}`],
      [r.courts, booking.courts.join(', ')],
      [r.balanceDue, money(booking.balance)],
    );
  }
  const content: Content[] = [
    ...header,
    { table: { widths: [110, '*'], body: lines.map(([k, v]) => [{ text: k, style: 'th' }, v]) }, layout: 'lightHorizontalLines' },
  ];
  if (secret) {
    const code = checkinCode(secret);
    content.push({ text: r.checkinCode(code), margin: [0, 14, 0, 6] }, { qr: code, fit: 110 });
  }
  return { content, styles, info: { title: r.fileTitle(transactionId) } };
}

/** GET /booking/statement: every line and money movement of one booking. */
export async function statementDocument(
  q: Queryable,
  clubId: number,
  bookingId: number,
  L: DocumentLanguage,
): Promise<TDocumentDefinitions | undefined> {
  const club = await loadClub(q, clubId);
  const b = await bookingDetails(q, clubId, bookingId, club.timeZone);
  if (!b) return undefined;
  const { header, currency, timeZone } = await clubHeader(q, clubId, L.t.statement.title(bookingId), L);
  const { t } = L;
  const money = (n: number) => formatAmount(n, currency);
  const slots = await rows<{ courtName: string; slotDate: string; slotTime: string; endTime: string; count: number; gross: number }>(
    q,
    sql`SELECT c.name AS "courtName", bs.slot_date::text AS "slotDate", bs.slot_time::text AS "slotTime", bs.end_time::text AS "endTime",
               bs.count, bs.gross_minor::float8 AS gross
        FROM booking_slots bs JOIN courts c ON c.id = bs.court_id WHERE bs.club_id = ${clubId} AND bs.booking_id = ${bookingId}
        ORDER BY bs.slot_date, bs.slot_time`,
  );
  const tx = await bookingTransactions(q, clubId, bookingId);
  const content: Content[] = [
    ...header,
    {
      text: `${t.bookingId} ${b.bookingId} · ${b.activityName} · ${b.customerDetails.customerName}${b.bookingCancelled ? t.statement.cancelled : ''}`,
    },
    { text: t.lines, style: 'title' },
    {
      table: {
        headerRows: 1,
        widths: ['*', 'auto', 'auto', 'auto'],
        body: [
          headRow(t.statement.head),
          ...slots.map((s) => [
            s.courtName,
            `${L.day(s.slotDate)} ${s.slotTime.slice(0, 5)}-${s.endTime.slice(0, 5)}`,
            String(s.count),
            money(toMajor(s.gross)),
          ]),
          ...b.extras.map((e) => [e.items, '', String(e.quantity), money(e.grossAmount)]),
          // Late-cancel and no-show fees are lines of their own (ADR 0079); the summary's gross counts them.
          ...(b.fees ?? []).map((f) => [t.feeLines[f.kind], L.stamp(f.createdAt, timeZone), '1', money(f.amount)]),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    { text: t.summary, style: 'title' },
    {
      table: {
        widths: ['*', 'auto'],
        body: [
          [t.gross, money(b.summary.gross)],
          [t.discount, money(b.summary.discount)],
          ...(b.credits > 0 ? [[t.statement.credits, money(b.credits)]] : []),
          [t.paidNetOfRefunds, money(b.summary.advance)],
          [
            { text: t.balance, style: 'th' },
            { text: money(b.balance), style: 'th' },
          ],
        ],
      },
      layout: 'lightHorizontalLines',
    },
    ...paymentsSection(
      tx,
      timeZone,
      money,
      (x) => `${x.target === 'fee' ? t.bookingFee : typeName(L, x.type)}${x.kind === 'refund' ? t.refundMark : ''}`,
      L,
    ),
  ];
  return { content, styles, info: { title: t.statement.fileTitle(bookingId) } };
}
