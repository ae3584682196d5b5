import { z } from 'zod';
import { reply } from './envelope';
import { idNumber, isoDate, wireTime } from './booking-fields';
import { dayNumber } from './bulk';

/** Block and Unblock (spec 1 §2–§4, §7; feature 5). */
export const BlockingMessages = {
  blocked: 'Slots blocked',
  unblocked: 'Slots unblocked',
  noneToBlock: 'None of the slots are available for blocking',
  noneBlocked: 'None of the slots are blocked',
  blockNotFound: 'Blocked slots not found',
  remarksTooLong: 'Remarks cannot be longer than 100 characters',
  // Result dialogs, the block / unblock equivalents of the bulk wording (spec 1 §4).
  followingNotBlockable: 'Following slots cannot be blocked',
  allBlockable: 'All the slots are available for blocking',
  onlyFreeBlocked: 'Only the available slots will be blocked',
  followingBlocked: 'Following slots are blocked and will be unblocked',
  noRemark: 'No Remark',
  selectActivityHint: 'Select an Activity to See all of its Blocked Slots',
} as const;

/** POST /api/blocking — the blocking payload of spec 1 §3. */
export const blockingRequest = z.object({
  blockingActivityId: z.coerce.number().int().positive().nullish(),
  blockingStartDate: isoDate.nullish(),
  blockingEndDate: isoDate.nullish(),
  blockingStartTime: wireTime.nullish(),
  blockingEndTime: wireTime.nullish(),
  blockingFullDay: z.boolean().nullish(),
  blockingDays: z.array(dayNumber).max(7).nullish(),
  blockingCourts: z.array(z.coerce.number().int().positive()).max(100).nullish(),
  blockingRemarks: z.string().max(1000).nullish(),
  /** A fixed value the console sends; the server records the signed-in user instead. */
  blockingUser: z.unknown().optional(),
  slots: z.unknown().optional(),
});
export type BlockingRequest = z.infer<typeof blockingRequest>;
export const blockingReply = reply({
  blockingId: z.number().int().optional(),
  blockedSlots: z.number().int().optional(),
  skippedSlots: z.number().int().optional(),
});

/** POST /api/unblocking — blockingId alone lifts the whole block; slots lift those slots. */
export const unblockSlot = z.object({
  slotDate: isoDate,
  slotTime: wireTime,
  courtId: idNumber,
  activityId: z.coerce.number().int().positive().nullish(),
  available: z.unknown().optional(),
});
export const unblockingRequest = z.object({
  blockingId: z.union([z.coerce.number().int().positive(), z.literal(''), z.null()]).optional(),
  slots: z.array(unblockSlot).max(20_000).nullish(),
});
export const unblockingReply = reply({ unblockedSlots: z.number().int().optional() });

/** GET /api/blocking/search?activityId=&page= */
export const blockingSearchQuery = z.object({ activityId: idNumber, page: z.coerce.number().int().min(1).max(100_000).default(1) });
export const blockingRow = z.object({
  blockingId: z.number().int(),
  activityId: z.number().int(),
  courts: z.array(z.object({ courtId: z.number().int(), courtName: z.string() })),
  startDate: z.string(),
  endDate: z.string(),
  days: z.array(z.number().int()),
  startTime: z.string(),
  endTime: z.string(),
  fullDay: z.boolean(),
  /** Slots of the block still blocked. */
  slotCount: z.number().int(),
  remarks: z.string().nullable(),
});
export type BlockingRow = z.infer<typeof blockingRow>;
/** total is pages × 10 as the spec says; count is the number of rows found (what the table shows). */
export const paginationData = z.object({
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  count: z.number().int().optional(),
});
export const blockingSearchReply = reply({ blockingDetails: z.array(blockingRow).optional(), paginationData: paginationData.optional() });
