import { z } from 'zod';
import { okReply, orFailure } from './session';
import { isRealDate } from './wire-checks';

const day = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be YYYY-MM-DD`)
    .refine(isRealDate, `${name} is not a day of the calendar`);

/** Filters of the audit log: person (actor), kind (entity, optionally entity:action) and period. */
export const auditQuery = z.object({
  actor: z.string().trim().max(100).optional(),
  /** 'booking' or 'booking:cancel'. */
  kind: z
    .string()
    .trim()
    .max(110)
    .regex(/^[a-z_]+(:[a-z_]+)?$/, 'kind must look like entity or entity:action')
    .optional(),
  /** Club-local days, both included. */
  from: day('from').optional(),
  to: day('to').optional(),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(100_000).optional().default(1),
});
export type AuditQuery = z.input<typeof auditQuery>;

export const AUDIT_PAGE_SIZE = 50;
/** A download holds at most this many rows (newest first); narrow the period for older ones. */
export const AUDIT_EXPORT_LIMIT = 100_000;

export const auditEntry = z.object({
  id: z.number().int(),
  /** ISO timestamp (UTC). */
  at: z.string(),
  actor: z.string(),
  entity: z.string(),
  entityId: z.number().nullable(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditReply = orFailure(
  okReply({ entries: z.array(auditEntry), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
);

export const auditFacetsReply = orFailure(
  okReply({ actors: z.array(z.string()), kinds: z.array(z.object({ entity: z.string(), action: z.string() })) }),
);

export const AuditMessages = { invalidPeriod: 'Invalid date range selected' } as const;
