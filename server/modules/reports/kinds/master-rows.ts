import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { rows } from '../../../db/rows';
import type { Cell, ReportRow } from '../../../../contract/reports';
import type { ReportScope } from '../period';
import { wallClock } from '../wall-clock';
import { modeName, toMajor, typeName } from './shared';
import { eachRecord, GS, idAt, intAt, partsOf, RS, textAt, US, type Bounds } from './page-text';
import { moneyDocumentSql } from './money-document';

/**
 * A money row as read from `transactions` alone (the index range of the page):
 * [id, epoch seconds, type, kind, target, bookingId, patternId, memberId, amountMinor, mode, place, handler, utr, document number].
 */
type Money = [
  number,
  number,
  number,
  string,
  string,
  number | null,
  number | null,
  number | null,
  number,
  number,
  string,
  string,
  string | null,
  string | null,
];
/** [name, mobile, email, activityId] of a booking or pattern; a member has no activity. */
type Who = [string | null, string | null, string | null, number | null];
interface Names {
  bookings: Map<number, Who>;
  patterns: Map<number, Who>;
  members: Map<number, Who>;
  /** Court ids each booking occupies (one court, the most common, without an array). */
  courts: Map<number, number | number[]>;
}

/** Fields of a money record in a page's text (the Money tuple). */
const MONEY_FIELDS = 14;

/** '{1,2,3}' for `= ANY(...::int[])`: one parameter however many ids (both drivers). */
const idArray = (ids: Iterable<number>) => sql`${`{${[...ids].join(',')}}`}::int[]`;

const who = (alias: string, name: string, mobile: string, email: string, activity: string) =>
  sql.raw(
    `concat_ws(E'\\x1f', ${alias}.id, COALESCE(${alias}.${name}, ''), COALESCE(${alias}.${mobile}, ''), COALESCE(${alias}.${email}, ''), COALESCE(${activity}::text, ''))`,
  );

/** The ids of a page column for `= ANY(...)`: an index range read per run of ids, no join plan. */
const pageIds = (column: string) => sql.raw(`ARRAY(SELECT ${column} FROM page WHERE ${column} IS NOT NULL)`);

/** How many money rows a page holds, the last one's id, and its paid (Σ positive) and refund (Σ |negative|) minor units. */
export interface PageTally {
  count: number;
  last: number | null;
  paid: number;
  refund: number;
}

/** A page as the database sent it: its text and its tally. */
export interface RawPage extends PageTally {
  page: SQL;
  text: string;
}

/**
 * A page's tally read from its text's first part (the next page can be asked for before this
 * one is parsed); null when a row there does not split (a place or handler holding a
 * separator). Counting and sorting the page again in SQL for these was a tenth of the page's
 * database time; the sums let the .xlsx skip a second read of the period (ADR 0093).
 */
export function tallyOf(text: string): PageTally | null {
  const end = text.indexOf(GS);
  let count = 0;
  let from = 0;
  let to = 0;
  let paid = 0;
  let refund = 0;
  const ok = eachRecord(text, 0, end === -1 ? text.length : end, MONEY_FIELDS, (at) => {
    count++;
    from = at[0];
    to = at[1];
    const amount = intAt(text, at[16], at[17]);
    if (amount >= 0) paid += amount;
    else refund -= amount;
  });
  return ok ? { count, last: count === 0 ? null : intAt(text, from, to), paid, refund } : null;
}

/**
 * A page of money rows and the names they show in ONE round trip (ADR 0040): the page is a
 * CTE read once by the (club_id, created_at, id) index, and its customers and the courts of
 * its bookings are lookups by the page's ids (the courts are the booking's own copy, ADR 0041).
 */
async function queryPage(q: Queryable, page: SQL): Promise<RawPage> {
  const [row] = await rows<{ j: string | null }>(
    q,
    sql`WITH page AS MATERIALIZED (${page})
        SELECT concat_ws(${GS},
          COALESCE((SELECT string_agg(concat_ws(${US}, t.id, date_part('epoch', t.created_at), t.type, t.kind, t.target, COALESCE(t.booking_id::text, ''),
                      COALESCE(t.pattern_id::text, ''), COALESCE(t.member_id::text, ''), t.amount_minor, t.mode, t.place, t.handler, COALESCE(t.utr, ''), ${moneyDocumentSql()}), ${RS} ORDER BY t.created_at, t.id) FROM page t), ''),
          COALESCE((SELECT string_agg(${who('b', 'customer_name', 'customer_mobile', 'customer_email', 'b.activity_id')} || ${US} || COALESCE(array_to_string(b.court_ids, ','), ''), ${RS})
                      FROM bookings b WHERE b.id = ANY(${pageIds('booking_id')})), ''),
          COALESCE((SELECT string_agg(${who('p', 'customer_name', 'customer_mobile', 'customer_email', 'p.activity_id')}, ${RS}) FROM pattern_bookings p WHERE p.id = ANY(${pageIds('pattern_id')})), ''),
          COALESCE((SELECT string_agg(${who('m', 'name', 'mobile', 'email', 'NULL')}, ${RS}) FROM members m WHERE m.id = ANY(${pageIds('member_id')})), '')) AS j`,
  );
  const text = row?.j ?? '';
  const tally = tallyOf(text) ?? (await countPage(q, page));
  return { page, text, ...tally };
}

/** The tally of a page whose text could not be tallied, from the database. */
async function countPage(q: Queryable, page: SQL): Promise<PageTally> {
  const [row] = await rows<{ n: number; last: number | null; paid: number; refund: number }>(
    q,
    sql`WITH page AS MATERIALIZED (${page})
        SELECT (SELECT count(*) FROM page)::int AS n, (SELECT id FROM page ORDER BY created_at DESC, id DESC LIMIT 1) AS last,
               (SELECT COALESCE(sum(amount_minor) FILTER (WHERE amount_minor >= 0), 0) FROM page)::float8 AS paid,
               (SELECT COALESCE(-sum(amount_minor) FILTER (WHERE amount_minor < 0), 0) FROM page)::float8 AS refund`,
  );
  return { count: Number(row?.n ?? 0), last: row?.last ?? null, paid: Number(row?.paid ?? 0), refund: Number(row?.refund ?? 0) };
}

/** A page parsed: its money rows and the names they show. */
export interface ParsedPage {
  list: Money[];
  names: Names;
}

const emptyPage = (): ParsedPage => ({
  list: [],
  names: { bookings: new Map(), patterns: new Map(), members: new Map(), courts: new Map() },
});

/** The [name, mobile, email, activity] records of a part, by id; false when one did not split. */
function whoOf(text: string, from: number, to: number, into: Map<number, Who>): boolean {
  return eachRecord(text, from, to, 5, (at) => {
    into.set(intAt(text, at[0], at[1]), [
      textAt(text, at[2], at[3]),
      textAt(text, at[4], at[5]),
      textAt(text, at[6], at[7]),
      idAt(text, at[8], at[9]),
    ]);
  });
}

/** A booking's court ids as the database wrote them ("3" or "3,7"); undefined when it has none. */
function courtIdsAt(text: string, s: number, e: number): number | number[] | undefined {
  if (s === e) return undefined;
  // Scanned within the field: indexOf would run on to the next comma anywhere in the page.
  for (let i = s; i < e; i++) if (text.charCodeAt(i) === 44) return text.slice(s, e).split(',').map(Number);
  return intAt(text, s, e);
}

/** The booking, pattern and member records of a page's text (parts 1–3) into `names`; false when one did not split. */
function namesOf(text: string, part: Int32Array, names: Names): boolean {
  const { bookings, courts } = names;
  const bookingsRead = eachRecord(text, part[2], part[3], 6, (at) => {
    const id = intAt(text, at[0], at[1]);
    bookings.set(id, [textAt(text, at[2], at[3]), textAt(text, at[4], at[5]), textAt(text, at[6], at[7]), idAt(text, at[8], at[9])]);
    const ids = courtIdsAt(text, at[10], at[11]);
    if (ids !== undefined) courts.set(id, ids);
  });
  return bookingsRead && whoOf(text, part[4], part[5], names.patterns) && whoOf(text, part[6], part[7], names.members);
}

/** The money record whose field bounds are `at`, handed to `take` field by field (the Money tuple's order). */
function moneyAt<T>(text: string, at: Bounds, take: (...money: Money) => T): T {
  return take(
    intAt(text, at[0], at[1]),
    intAt(text, at[2], at[3]),
    intAt(text, at[4], at[5]),
    text.slice(at[6], at[7]),
    text.slice(at[8], at[9]),
    idAt(text, at[10], at[11]),
    idAt(text, at[12], at[13]),
    idAt(text, at[14], at[15]),
    intAt(text, at[16], at[17]),
    intAt(text, at[18], at[19]),
    text.slice(at[20], at[21]),
    text.slice(at[22], at[23]),
    textAt(text, at[24], at[25]),
    textAt(text, at[26], at[27]),
  );
}

/**
 * The page's rows and names from its text (Pages travel as one text of separated fields: on
 * PGlite, building and parsing JSON was half of a page's cost, ADR 0040); null when a free
 * text held a separator, and the page is read again as JSON.
 */
export function parsePageText(text: string): ParsedPage | null {
  if (text === '') return emptyPage();
  const part = partsOf(text, 4);
  if (!part) return null;
  const page = emptyPage();
  const { list, names } = page;
  const moneyRead = eachRecord(text, part[0], part[1], MONEY_FIELDS, (at) => {
    list.push(moneyAt(text, at, (...money) => money));
  });
  return moneyRead && namesOf(text, part, names) ? page : null;
}

/**
 * A page's report rows straight from its text, as rowsOfPage(parsePageText(text)) gives them
 * (the .xlsx worker's hot loop, ADR 0093): the names first, then each money record becomes its
 * row as it is read, without a money tuple per row in between. Null when a free text held a
 * separator (the page is then read again as JSON).
 */
export function rowsOfPageText(text: string, club: ClubNames, wall: (epochSeconds: number) => Cell): ReportRow[] | null {
  if (text === '') return [];
  const part = partsOf(text, 4);
  if (!part) return null;
  const { names } = emptyPage();
  if (!namesOf(text, part, names)) return null;
  const out: ReportRow[] = [];
  // One function for the page, called with each record's fields as arguments: no tuple per row.
  const row: (...money: Money) => ReportRow = (
    id,
    ts,
    type,
    kind,
    target,
    bookingId,
    patternId,
    memberId,
    amount,
    mode,
    place,
    handler,
    utr,
    doc,
  ) => rowOf(names, club, wall, id, ts, type, kind, target, bookingId, patternId, memberId, amount, mode, place, handler, utr, doc);
  const moneyRead = eachRecord(text, part[0], part[1], MONEY_FIELDS, (at) => {
    out.push(moneyAt(text, at, row));
  });
  return moneyRead ? out : null;
}

/** The same page as JSON text (slower to build and parse on PGlite, but any text is safe in it). */
export async function pageJson(q: Queryable, page: SQL): Promise<string> {
  const [row] = await rows<{ j: string }>(
    q,
    sql`WITH page AS MATERIALIZED (${page})
        SELECT json_build_object(
          't', (SELECT COALESCE(json_agg(json_build_array(t.id, date_part('epoch', t.created_at), t.type, t.kind, t.target, t.booking_id,
                      t.pattern_id, t.member_id, t.amount_minor, t.mode, t.place, t.handler, t.utr, NULLIF(${moneyDocumentSql()}, '')) ORDER BY t.created_at, t.id), '[]') FROM page t),
          'b', (SELECT COALESCE(json_agg(json_build_array(b.id, b.customer_name, b.customer_mobile, b.customer_email, b.activity_id, b.court_ids)), '[]') FROM bookings b WHERE b.id = ANY(${pageIds('booking_id')})),
          'p', (SELECT COALESCE(json_agg(json_build_array(p.id, p.customer_name, p.customer_mobile, p.customer_email, p.activity_id)), '[]') FROM pattern_bookings p WHERE p.id = ANY(${pageIds('pattern_id')})),
          'm', (SELECT COALESCE(json_agg(json_build_array(m.id, m.name, m.mobile, m.email, NULL)), '[]') FROM members m WHERE m.id = ANY(${pageIds('member_id')}))
        )::text AS j`,
  );
  return row.j;
}

export function parsePageJson(text: string): ParsedPage {
  type Row = [number, string | null, string | null, string | null, number | null];
  const found = JSON.parse(text) as { t: Money[]; b: [...Row, number[] | null][]; p: Row[]; m: Row[] };
  const byId = (l: [...Row, ...unknown[]][]) => new Map(l.map((x): [number, Who] => [x[0], [x[1], x[2], x[3], x[4]]]));
  const courts = new Map<number, number | number[]>();
  for (const b of found.b) {
    const ids = b[5];
    if (ids && ids.length > 0) courts.set(b[0], ids.length === 1 ? ids[0] : ids);
  }
  return { list: found.t, names: { bookings: byId(found.b), patterns: byId(found.p), members: byId(found.m), courts } };
}

/** A club's sport and court names as [id, name] pairs. */
export interface ClubNameList {
  sports: [number, string][];
  courts: [number, string][];
}

/**
 * The club's sport and court names, read once per report (a page names them by id), and the
 * court labels of a booking ("Court 1, Court 2": distinct names in code-point order, as
 * `string_agg(DISTINCT name)` gives under the C collation) made once per set of courts.
 */
export class ClubNames {
  private sports: Map<number, string> | null = null;
  private courts = new Map<number, string>();
  private readonly labels = new Map<string, string>();
  /** Labels of single courts by id: most bookings hold one court, and a number key makes no string per row. */
  private readonly single = new Map<number, string>();

  constructor(private readonly clubId: number) {}

  /** The club's names as `snapshot` gave them (a worker thread has no database). */
  static of(snapshot: ClubNameList): ClubNames {
    const names = new ClubNames(0);
    names.sports = new Map(snapshot.sports);
    names.courts = new Map(snapshot.courts);
    return names;
  }

  /** Every sport and court name of the club. */
  static async snapshot(q: Queryable, clubId: number): Promise<ClubNameList> {
    const [found] = await rows<{ a: [number, string][] | null; c: [number, string][] | null }>(
      q,
      sql`SELECT (SELECT json_agg(json_build_array(id, name)) FROM activities WHERE club_id = ${clubId}) AS a,
                 (SELECT json_agg(json_build_array(id, name)) FROM courts WHERE club_id = ${clubId}) AS c`,
    );
    return { sports: found.a ?? [], courts: found.c ?? [] };
  }

  async load(q: Queryable, names: Names): Promise<void> {
    const missing = new Set<number>();
    for (const list of names.courts.values())
      for (const c of typeof list === 'number' ? [list] : list) if (!this.courts.has(c)) missing.add(c);
    if (this.sports && missing.size === 0) return;
    const [found] = await rows<{ a: [number, string][] | null; c: [number, string][] | null }>(
      q,
      sql`SELECT (SELECT json_agg(json_build_array(id, name)) FROM activities WHERE club_id = ${this.clubId}) AS a,
                 (SELECT json_agg(json_build_array(id, name)) FROM courts WHERE club_id = ${this.clubId} OR id = ANY(${idArray(missing)})) AS c`,
    );
    this.sports = new Map(found.a ?? []);
    for (const [id, name] of found.c ?? []) this.courts.set(id, name);
  }

  sport(activityId: number | null): string | null {
    return activityId === null ? null : (this.sports?.get(activityId) ?? null);
  }

  /** The label of one court, or of several ("Court 1, Court 2"). */
  court(courtIds: number | number[] | undefined): string | null {
    if (courtIds === undefined) return null;
    let label: string | undefined;
    if (typeof courtIds === 'number') {
      label = this.single.get(courtIds);
      if (label === undefined) {
        label = this.courts.get(courtIds) ?? '';
        this.single.set(courtIds, label);
      }
    } else {
      const key = courtIds.join(',');
      label = this.labels.get(key);
      if (label === undefined) {
        const distinct = [...new Set(courtIds.map((id) => this.courts.get(id)).filter((n): n is string => n !== undefined))];
        label = distinct.sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)).join(', ');
        this.labels.set(key, label);
      }
    }
    return label === '' ? null : label;
  }
}

/**
 * The money rows of a page (see masterPage) by the (club_id, created_at, id) index and their
 * names, as text not yet parsed: a caller reading many pages asks for the next one (after
 * `last`) while this one is parsed and written.
 */
export function queryMasterPage(q: Queryable, s: ReportScope, kept: SQL, after: number | null, limit: number): Promise<RawPage> {
  return queryPage(
    q,
    sql`SELECT * FROM transactions t
         WHERE ${kept}
           ${after === null ? sql`` : sql`AND (t.created_at, t.id) > ((SELECT x.created_at FROM transactions x WHERE x.id = ${after} AND x.club_id = ${s.clubId}), ${after}::int)`}
         ORDER BY t.created_at, t.id
         LIMIT ${limit}`,
  );
}

/**
 * One money row's report row. Same values as one big join: customer of the booking, else of
 * the pattern, else the member; sport of the booking, else of the pattern. `wall` makes the
 * time: wall-time text for the console, a spreadsheet serial for the .xlsx worker.
 */
function rowOf(
  names: Names,
  club: ClubNames,
  wall: (epochSeconds: number) => Cell,
  // The Money tuple's fields one by one: a rest parameter would make the array this avoids.
  id: number,
  ts: number,
  type: number,
  kind: string,
  target: string,
  bookingId: number | null,
  patternId: number | null,
  memberId: number | null,
  amount: number,
  mode: number,
  place: string,
  handler: string,
  utr: string | null,
  documentNumber: string | null,
): ReportRow {
  const b = bookingId === null ? undefined : names.bookings.get(bookingId);
  const p = patternId === null ? undefined : names.patterns.get(patternId);
  const m = memberId === null ? undefined : names.members.get(memberId);
  return {
    timestamp: wall(ts),
    receipt: String(id),
    type: typeName(type, kind, target),
    bookingId,
    sport: club.sport(b?.[3] ?? null) ?? club.sport(p?.[3] ?? null),
    court: bookingId === null ? null : club.court(names.courts.get(bookingId)),
    customerName: b?.[0] ?? p?.[0] ?? m?.[0] ?? null,
    customerMobile: b?.[1] ?? p?.[1] ?? m?.[1] ?? null,
    customerEmail: b?.[2] ?? p?.[2] ?? m?.[2] ?? null,
    amount: toMajor(amount),
    mode: modeName(mode),
    utr,
    place,
    handler,
    transactionId: id,
    documentNumber,
  };
}

/** A parsed page's report rows (see rowOf). */
export function rowsOfPage({ list, names }: ParsedPage, club: ClubNames, wall: (epochSeconds: number) => Cell): ReportRow[] {
  return list.map((m) => rowOf(names, club, wall, m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8], m[9], m[10], m[11], m[12], m[13]));
}

/** One page of master rows, read and parsed (a text with a separator in it is read again as JSON). */
export async function readMasterPage(q: Queryable, s: ReportScope, kept: SQL, after: number | null, limit: number): Promise<ReportRow[]> {
  const raw = await queryMasterPage(q, s, kept, after, limit);
  if (raw.count === 0) return [];
  const parsed = parsePageText(raw.text) ?? parsePageJson(await pageJson(q, raw.page));
  const club = new ClubNames(s.clubId);
  await club.load(q, parsed.names);
  return rowsOfPage(parsed, club, wallClock(s.timeZone));
}
