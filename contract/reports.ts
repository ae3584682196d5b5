import { z } from 'zod';
import { idNumber, isoDate } from './booking-fields';
import { idField, okReply, orFailure } from './session';

/** Report kinds of spec 3 §9, plus the Packages report (spec 3 §2 View Reports headings). */
export const REPORT_KINDS = ['master', 'booking', 'balance', 'cancellation', 'recharge', 'credits', 'addon', 'packages'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The path word of POST /reports/{word}/multiple-clubs (spec 3 §7). */
export const REPORT_PATHS: Record<ReportKind, string> = {
  master: 'transactions',
  booking: 'bookings',
  balance: 'balance',
  cancellation: 'cancellations',
  recharge: 'recharge',
  credits: 'credits',
  addon: 'extras',
  packages: 'packages',
};

/** View Reports headings (spec 3 §2). */
export const REPORT_HEADINGS: Record<ReportKind, string> = {
  master: 'Master Reports',
  booking: 'Booking Reports',
  balance: 'Balance Reports',
  cancellation: 'Cancellation Reports',
  credits: 'Credit Reports',
  packages: 'Packages Reports',
  recharge: 'Recharge Reports',
  addon: 'Add On Reports',
};

/** Spreadsheet names follow the report type (spec 3 §9). */
export const reportFileName = (kind: ReportKind) => `${kind}-report.xlsx`;

/** Paid filter: all=0, only paid=1. Booked filter: transaction date=1, booking date=0 (spec 3 §9). */
export const PaidFilter = { all: 0, onlyPaid: 1 } as const;
export const BookedFilter = { transactionDate: 1, bookingDate: 0 } as const;

/** One report covers at most this many days: a year (with a leap day) per request. */
export const REPORT_MAX_DAYS = 366;

/** Master rows per page on View Reports (ADR 0036); a page may ask for 1..REPORT_PAGE_MAX. */
export const REPORT_PAGE_SIZE = 500;
export const REPORT_PAGE_MAX = 5000;

export const ReportMessages = {
  noClub: 'Please choose a club from the following list to download reports:',
  empty: 'There are no reports for the selected dates.',
  notFound: 'Club not found',
  endBeforeStart: 'endDate must not be before startDate',
  tooLong: `The period can be at most ${REPORT_MAX_DAYS} days`,
} as const;

function daysBetween(a: string, b: string): number {
  return (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;
}

const zeroOne = (name: string) =>
  z.coerce
    .number({ error: `${name} must be 0 or 1` })
    .int()
    .refine((v) => v === 0 || v === 1, `${name} must be 0 or 1`);

const filters = {
  startDate: isoDate,
  endDate: isoDate,
  /** Master: one handler's rows; '' or 'All' = every handler. `user` is the spec's other name. */
  handler: z.string().trim().max(100).optional(),
  user: z.string().trim().max(100).optional(),
  paid: zeroOne('paid').optional().default(PaidFilter.all),
  booked: zeroOne('booked').optional().default(BookedFilter.transactionDate),
};

function checkPeriod(v: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  if (v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: ReportMessages.endBeforeStart });
  else if (daysBetween(v.startDate, v.endDate) + 1 > REPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: ReportMessages.tooLong });
}

const pageSize = z.coerce
  .number({ error: `pageSize must be a whole number from 1 to ${REPORT_PAGE_MAX}` })
  .int(`pageSize must be a whole number from 1 to ${REPORT_PAGE_MAX}`)
  .min(1, `pageSize must be a whole number from 1 to ${REPORT_PAGE_MAX}`)
  .max(REPORT_PAGE_MAX, `pageSize must be a whole number from 1 to ${REPORT_PAGE_MAX}`)
  .optional()
  .default(REPORT_PAGE_SIZE);

export const reportRequest = z
  .object({
    clubIds: z.array(idNumber, { error: 'clubIds must be a list of club ids' }).min(1, ReportMessages.noClub).max(100),
    ...filters,
    pageSize,
  })
  .superRefine(checkPeriod);
export type ReportRequest = z.input<typeof reportRequest>;
export type ReportFilter = z.output<typeof reportRequest>;

/**
 * POST /reports/transactions/multiple-clubs/page: the next master rows of one club after the
 * row `after` (the transactionId of the last row the console holds), same filters (ADR 0036).
 */
export const reportPageRequest = z
  .object({ clubId: idField('clubId'), after: idField('after'), ...filters, pageSize })
  .superRefine(checkPeriod);
export type ReportPageRequest = z.input<typeof reportPageRequest>;

/** GET …/multiple-clubs/download?clubIds=1,2&startDate&endDate… (the /download page adds endDate and booked). */
export const reportDownloadQuery = z
  .object({
    clubIds: z
      .string({ error: ReportMessages.noClub })
      .regex(/^\d{1,12}(,\d{1,12}){0,99}$/, 'clubIds must be club ids separated by commas')
      .transform((s): unknown[] => s.split(',').map(Number))
      // Each id checked as in the body (a 0 is refused with a message, never thrown).
      .pipe(z.array(idNumber, { error: 'clubIds must be club ids separated by commas' })),
    ...filters,
  })
  .superRefine(checkPeriod);

/** A cell value on the wire: text, a number (money in major units, 2 decimals) or empty. */
export type Cell = string | number | null;
export type ReportRow = Record<string, Cell>;

/** One end-of-shift cash close of the period (master report, ADR 0034). */
export interface CashCloseRow {
  closedAt: string;
  handler: string;
  expectedCash: number;
  countedCash: number;
  difference: number;
  card: number;
  other: number;
  /** The shift's UPI, apart from cash (ADR 0082 addendum). */
  upi: number;
}

export interface ClubReport {
  clubId: number;
  clubName: string;
  rows: ReportRow[];
  summary: Record<string, number>;
  /** Master only: the cash closes done in the period. */
  closes?: CashCloseRow[];
  /** Rows of the whole period; `rows` holds the first page of them (ADR 0036). */
  total: number;
  /** Master: the `after` of the next page; null when `rows` holds them all. */
  next: number | null;
}

/** The console parses only the envelope and the summary: tens of thousands of rows stay unchecked. */
export const reportReply = orFailure(
  okReply({
    type: z.enum(REPORT_KINDS),
    summary: z.record(z.string(), z.number()),
    data: z.array(
      z.object({
        clubId: z.number(),
        clubName: z.string(),
        rows: z.array(z.unknown()),
        summary: z.record(z.string(), z.number()),
        closes: z.array(z.unknown()).optional(),
        total: z.number(),
        next: z.number().nullable(),
      }),
    ),
  }),
);

/** One more page of a club's master rows (rows unchecked, as above). */
export const reportPageReply = orFailure(okReply({ clubId: z.number(), rows: z.array(z.unknown()), next: z.number().nullable() }));

export const reportClubsReply = orFailure(okReply({ clubs: z.array(z.object({ clubId: z.number(), clubName: z.string() })) }));
