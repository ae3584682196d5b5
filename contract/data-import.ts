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

/** The fields of a package subscription row (issue 31): the member by mobile, the package by name. */
export const SUBSCRIPTION_IMPORT_FIELDS = [
  'package',
  'countryCode',
  'mobile',
  'startDate',
  'renewalDate',
  'amountPaid',
  'balance',
] as const;
export type SubscriptionImportField = (typeof SUBSCRIPTION_IMPORT_FIELDS)[number];
export const SUBSCRIPTION_REQUIRED_FIELDS: readonly SubscriptionImportField[] = ['package', 'mobile', 'startDate', 'renewalDate'];
export const SUBSCRIPTION_FIELD_LABELS: Record<SubscriptionImportField, string> = {
  package: 'Package',
  countryCode: 'Country code',
  mobile: 'Mobile',
  startDate: 'Start date',
  renewalDate: 'Renewal date',
  amountPaid: 'Amount paid',
  balance: 'Balance',
};

/** The fields of a future booking row (issue 31): activity and court by name, the customer by mobile. */
export const BOOKING_IMPORT_FIELDS = [
  'reference',
  'activity',
  'court',
  'date',
  'startTime',
  'endTime',
  'name',
  'countryCode',
  'mobile',
  'email',
  'places',
  'amount',
  'paid',
] as const;
export type BookingImportField = (typeof BOOKING_IMPORT_FIELDS)[number];
export const BOOKING_REQUIRED_FIELDS: readonly BookingImportField[] = [
  'activity',
  'court',
  'date',
  'startTime',
  'endTime',
  'name',
  'mobile',
];
export const BOOKING_FIELD_LABELS: Record<BookingImportField, string> = {
  reference: 'Booking reference',
  activity: 'Activity',
  court: 'Court',
  date: 'Date',
  startTime: 'Start time',
  endTime: 'End time',
  name: 'Customer name',
  countryCode: 'Country code',
  mobile: 'Mobile',
  email: 'Email',
  places: 'Places',
  amount: 'Amount',
  paid: 'Paid',
};

/** Each kind's fields, required fields and labels, as the Data section and the server read them. */
export const IMPORT_FIELDS: Record<ImportKind, { fields: readonly string[]; required: readonly string[]; labels: Record<string, string> }> =
  {
    members: { fields: MEMBER_IMPORT_FIELDS, required: MEMBER_REQUIRED_FIELDS, labels: MEMBER_FIELD_LABELS },
    subscriptions: { fields: SUBSCRIPTION_IMPORT_FIELDS, required: SUBSCRIPTION_REQUIRED_FIELDS, labels: SUBSCRIPTION_FIELD_LABELS },
    bookings: { fields: BOOKING_IMPORT_FIELDS, required: BOOKING_REQUIRED_FIELDS, labels: BOOKING_FIELD_LABELS },
  };

/** The header that carries the column mapping: a JSON object of field to the file's column name. */
export const IMPORT_MAPPING_HEADER = 'x-import-mapping';
/** The file's name, for the run's record (optional). */
export const IMPORT_FILE_NAME_HEADER = 'x-import-file-name';

/** A key of the console's own naming a commit, so it can ask how far the commit is. */
export const IMPORT_PROGRESS_HEADER = 'x-import-progress-key';
export const PROGRESS_KEY = /^[A-Za-z0-9-]{8,64}$/;

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
  invalidDate: (label: string) => `${label} must be a date as YYYY-MM-DD`,
  invalidTime: (label: string) => `${label} must be a time as HH:mm`,
  packageNotFound: 'No package of the club has this name',
  packageAmbiguous: 'Two packages of the club have this name; rename one first',
  memberNotFound: 'No member of the club has this mobile; import the members first',
  renewalNotAfterStart: 'The renewal date must be after the start date',
  renewalPast: 'This subscription has already ended: only running subscriptions are imported',
  subscriptionTwice: (row: number) => `This member, package and start date are already on row ${row} of the file`,
  subscriptionDiffers: 'This subscription is already in Courtdesk with other dates or amounts; change it on the member’s screen',
  packageFull: 'The package has no places left for this member',
  activityNotFound: 'No activity of the club has this name',
  courtNotFound: 'No court of this activity has this name',
  datePast: 'The date has passed: only future bookings are imported',
  noSlotStarts: 'The court has no slot starting at this time',
  noSlotEnds: 'The court’s slots do not end at this time',
  courtTaken: (status: string) => `This court time is not free (${status})`,
  placesWholeCourt: 'Places are for group activities; a court is booked whole',
  placesTooMany: (max: number) => `Places cannot be more than ${max}`,
  placesInvalid: 'Places must be a whole number from 1',
  paidOverAmount: 'Paid cannot be more than the amount',
  referenceTooLong: 'Booking reference cannot be longer than 100 characters',
  referenceTwice: (row: number) => `This booking reference is already on row ${row} of the file`,
  bookingDiffers: 'A booking with this reference is already in Courtdesk with other details; change it on the booking',
  badProgressKey: 'The progress key must be 8 to 64 letters, digits or dashes',
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
  /** Subscriptions and bookings imports: what the passing rows bring (major units). */
  subscriptions: z.number().int().optional(),
  bookings: z.number().int().optional(),
  amount: z.number().optional(),
  paid: z.number().optional(),
  balance: z.number().optional(),
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

export const importProgressQuery = z.object({
  key: z.string().regex(PROGRESS_KEY, { message: 'key must be 8 to 64 letters, digits or dashes' }),
});
/** How far a committing import is: rows written of the rows to write, batch by batch. */
export const importProgressReply = reply({
  found: z.boolean().optional(),
  done: z.number().int().optional(),
  total: z.number().int().optional(),
  finished: z.boolean().optional(),
});
