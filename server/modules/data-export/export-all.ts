import { PassThrough } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { ZipStream, type ZipSink } from '../../lib/zip-stream';
import { MEMBER_EXPORT_COLUMNS, memberExportLines } from './members-file';
import { csvLine } from '../../lib/csv-cell';
import { BOOKING_EXPORT_COLUMNS, SUBSCRIPTION_EXPORT_COLUMNS, bookingImportLines, subscriptionImportLines } from './import-files';
import { SECRET_COLUMNS, TABLE_FILES, type ExportFile } from './files';

const PAGE = 5_000;

/** The columns of a table as the schema has them, less secrets and bookkeeping. */
async function columnsOf(db: Db, table: string): Promise<string[]> {
  const list = await rows<{ name: string }>(
    db,
    sql`SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`,
  );
  return list.map((c) => c.name).filter((c) => !SECRET_COLUMNS.has(c));
}

/** A table's rows of the club as CSV lines, a page at a time (by id where the table has one). */
async function* tableLines(db: Db, clubId: number, f: ExportFile, columns: string[]): AsyncIterable<string> {
  yield csvLine(columns);
  const select = sql.join(
    columns.map((c) => sql`t.${sql.identifier(c)}::text`),
    sql`, `,
  );
  const where: SQL = f.where ? f.where(clubId) : sql`t.club_id = ${clubId}`;
  const table = sql.identifier(f.table);
  if (!columns.includes('id')) {
    const all = await rows<Record<string, string | null>>(db, sql`SELECT ${select} FROM ${table} t WHERE ${where}`);
    for (const r of all) yield csvLine(Object.values(r));
    return;
  }
  let last = 0;
  for (;;) {
    const page = await rows<Record<string, string | null>>(
      db,
      sql`SELECT ${select}, t.id AS "__id" FROM ${table} t WHERE ${where} AND t.id > ${last} ORDER BY t.id LIMIT ${PAGE}`,
    );
    for (const r of page) {
      const { __id, ...cells } = r;
      last = Number(__id);
      yield csvLine(Object.values(cells));
    }
    if (page.length < PAGE) return;
  }
}

async function* staffLines(db: Db, clubId: number): AsyncIterable<string> {
  yield csvLine(STAFF_COLUMNS);
  const list = await rows<Record<string, string | null>>(
    db,
    sql`SELECT u.id::text, u.username, u.first_name, u.last_name, u.email, u.phone, cu.role, cu.created_at::text
        FROM club_users cu JOIN users u ON u.id = cu.user_id WHERE cu.club_id = ${clubId} ORDER BY u.id`,
  );
  for (const r of list) yield csvLine(Object.values(r));
}

const STAFF_COLUMNS = ['id', 'username', 'first_name', 'last_name', 'email', 'phone', 'role', 'added_at'];

/**
 * Streams the club's whole data as one .zip of CSV files with a README of their columns
 * (issue 31, ADR 0074). Rows are read a page at a time, so memory stays flat.
 */
export async function writeExport(db: Db, clubId: number, clubName: string, out: PassThrough): Promise<void> {
  const zip = new ZipStream(out as unknown as ZipSink);
  const readme: string[] = [
    `# ${clubName}: everything Courtdesk holds for the club`,
    '',
    `Exported ${new Date().toISOString()}. CSV, UTF-8, one header row. Money columns ending in _minor are in paise`,
    '(1/100 of a rupee); members.csv shows rupees. Dates are YYYY-MM-DD, times HH:mm:ss, in the club’s time zone.',
    'A cell that starts with = + - or @ and is not a number has a leading apostrophe, so a spreadsheet shows it',
    'as text; the importer removes it.',
    '',
    '## members.csv',
    'Live members, in the columns the importer reads (Data > Import > Members): re-importing it gives the same',
    'members and credits.',
    ...MEMBER_EXPORT_COLUMNS.map(([c, about]) => `- ${c}: ${about}`),
    '',
    '## staff.csv',
    'Staff of the club, without passwords or sessions.',
    ...STAFF_COLUMNS.map((c) => `- ${c}`),
  ];
  readme.push(
    '',
    '## import-subscriptions.csv',
    'Running package subscriptions in the columns the importer reads (Data > Import > Subscriptions).',
    ...SUBSCRIPTION_EXPORT_COLUMNS.map(([c, about]) => `- ${c}: ${about}`),
    '',
    '## import-bookings.csv',
    'Future single bookings in the columns the importer reads (Data > Import > Bookings). Add-ons and fees',
    'are not in it (see booking-extras.csv, money-rows.csv); pattern occurrences are in patterns.csv.',
    ...BOOKING_EXPORT_COLUMNS.map(([c, about]) => `- ${c}: ${about}`),
  );
  await zip.entry('members.csv', memberExportLines(db, clubId));
  await zip.entry('import-subscriptions.csv', subscriptionImportLines(db, clubId));
  await zip.entry('import-bookings.csv', bookingImportLines(db, clubId));
  await zip.entry('staff.csv', staffLines(db, clubId));
  for (const f of TABLE_FILES) {
    const columns = await columnsOf(db, f.table);
    await zip.entry(f.file, tableLines(db, clubId, f, columns));
    readme.push('', `## ${f.file}`, f.about, `Columns: ${columns.join(', ')}`);
  }
  await zip.entry('README.md', [readme.join('\n') + '\n']);
  await zip.finish();
  await new Promise<void>((resolve) => out.end(resolve));
}

export function sendExport(reply: FastifyReply, db: Db, clubId: number, clubName: string, fileName: string) {
  const out = new PassThrough({ highWaterMark: 1 << 20 });
  reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');
  writeExport(db, clubId, clubName, out).catch((err) => out.destroy(err as Error));
  return reply.send(out);
}
