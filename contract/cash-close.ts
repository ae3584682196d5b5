import { z } from 'zod';
import { reply } from './envelope';
import { hasAtMostDecimals } from './money-round';
import { isoDate } from './booking-fields';

/** End-of-shift cash close (issue 13 item 4; not in the spec — ADR 0035). */
export const CashCloseMessages = {
  closed: 'Shift closed',
  countedRequired: 'Enter the cash counted in the drawer',
  remarksTooLong: 'Remarks cannot be longer than 200 characters',
} as const;

/** What the signed-in person took since their last close, by payment mode (refunds subtract). */
export const shiftTakings = z.object({
  /** Start of the shift: the previous close, or null when this person never closed here. */
  since: z.string().nullable(),
  cash: z.number(),
  card: z.number(),
  other: z.number(),
  /** UPI payments (mode 4, ADR 0082), apart from cash. */
  upi: z.number(),
  total: z.number(),
  /** Money rows counted (payments and refunds). */
  transactions: z.number().int(),
});
export type ShiftTakings = z.infer<typeof shiftTakings>;

export const cashCloseRow = z.object({
  closeId: z.number().int(),
  handler: z.string(),
  periodFrom: z.string(),
  closedAt: z.string(),
  expectedCash: z.number(),
  card: z.number(),
  other: z.number(),
  /** The shift's UPI (mode 4), counted apart from cash: never in the expected cash (ADR 0082 addendum). */
  upi: z.number(),
  countedCash: z.number(),
  difference: z.number(),
  remarks: z.string().nullable(),
});
export type CashCloseRow = z.infer<typeof cashCloseRow>;

/** GET /api/cash-close/current */
export const currentShiftReply = reply({ shift: shiftTakings.optional(), lastClose: cashCloseRow.nullable().optional() });

/** POST /api/cash-close: the counted cash in major units (2 decimals). */
export const closeShiftBody = z.object({
  countedCash: z
    .number({ error: 'countedCash must be a number' })
    .min(0)
    .max(100_000_000)
    .refine((n) => hasAtMostDecimals(n, 2), 'countedCash has at most 2 decimals'),
  remarks: z.string().trim().max(200, CashCloseMessages.remarksTooLong).optional(),
});
export type CloseShiftBody = z.infer<typeof closeShiftBody>;
export const closeShiftReply = reply({ close: cashCloseRow.optional() });

/** GET /api/cash-close/list?fromDate&toDate&userId&page — a manager's view of every close. */
export const CLOSES_PAGE_SIZE = 10;
export const closeListQuery = z.object({
  fromDate: isoDate,
  toDate: isoDate,
  userId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const closeListReply = reply({
  closes: z.array(cashCloseRow).optional(),
  total: z.number().int().optional(),
  handlers: z.array(z.object({ userId: z.number().int(), handler: z.string() })).optional(),
});
