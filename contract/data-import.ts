import { z } from 'zod';
import { reply } from './envelope';

/** What an import reads (issue 31): the kinds in the order a venue moves in. */
export const IMPORT_KINDS = ['members', 'subscriptions', 'bookings'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The fields of a member row; a column named like a field maps itself. */
export const MEMBER_IMPORT_FIELDS = [
  'name',
  'countryCode',
  'mobile',
  'email',
  'gender',
  'address',
  'credits',
  'creditsValidity',
  'membershipExpiry',
] as const;
export type MemberImportField = (typeof MEMBER_IMPORT_FIELDS)[number];
export const MEMBER_REQUIRED_FIELDS: readonly MemberImportField[] = ['name', 'mobile'];

/** As the Data section names each field. */
export const MEMBER_FIELD_LABELS: Record<MemberImportField, string> = {
  name: 'Name',
  countryCode: 'Country code',
  mobile: 'Mobile',
  email: 'Email',
  gender: 'Gender',
  address: 'Address',
  credits: 'Credits',
  creditsValidity: 'Credits validity',
  membershipExpiry: 'Membership expiry',
};

/** The header that carries the column mapping: a JSON object of field to the file's column name. */
export const IMPORT_MAPPING_HEADER = 'x-import-mapping';
/** The file's name, for the run's record (optional). */
export const IMPORT_FILE_NAME_HEADER = 'x-import-file-name';

export const CSV_TYPE = 'text/csv';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Room for 50,000 member rows with long addresses; a bigger file is split by the venue. */
export const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 100_000;
/** Rows written per transaction on commit. */
export const IMPORT_BATCH_ROWS = 2_000;

export const ImportMessages = {
  emptyFile: 'The file has no rows',
  noHeader: 'The first row must name the columns',
  unreadable: 'The file could not be read as CSV or .xlsx',
  wrongType: 'Send the file as text/csv or .xlsx',
  tooManyRows: (max: number) => `The file has more than ${max.toLocaleString('en-IN')} rows; split it`,
  badMapping: 'The column mapping must be a JSON object of field to column name',
  unknownField: (field: string) => `${field} is not a field of this import`,
  unknownColumn: (column: string) => `The file has no column named ${column}`,
  unmapped: (label: string) => `Choose the column that holds ${label}`,
  duplicateMobile: (row: number) => `This mobile is already on row ${row} of the file`,
  committed: 'Import finished',
  checked: 'Dry run finished: nothing was written',
} as const;

export const importQuery = z.object({
  dryRun: z.enum(['0', '1'], { message: 'dryRun must be 1 or 0' }),
});

export const rowError = z.object({ field: z.string(), message: z.string() });
export type RowError = z.infer<typeof rowError>;

export const importRowResult = z.object({
  row: z.number().int(),
  ok: z.boolean(),
  errors: z.array(rowError),
  /** On success: what commit did or would do with the row. */
  action: z.enum(['create', 'update', 'unchanged']).optional(),
});
export type ImportRowResult = z.infer<typeof importRowResult>;

export const importTotals = z.object({
  rows: z.number().int(),
  ok: z.number().int(),
  failed: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Members in the rows that passed, and the credits they bring (major units). */
  members: z.number().int(),
  credits: z.number(),
});
export type ImportTotals = z.infer<typeof importTotals>;

/** A refusal of the whole file (requestStatus 0) carries only the message; a checked file carries the rest. */
export const importReply = reply({
  dryRun: z.boolean().optional(),
  totals: importTotals.optional(),
  rows: z.array(importRowResult).optional(),
  /** The file's columns, the mapping applied (field to column) and the first rows as read. */
  columns: z.array(z.string()).optional(),
  mapping: z.record(z.string(), z.string()).optional(),
  preview: z.array(z.array(z.string())).optional(),
  runId: z.number().int().nullable().optional(),
});
export type ImportReply = z.infer<typeof importReply>;
