import { z } from 'zod';
import { idField, okReply, orFailure } from './session';

export const ACTIVITY_NOT_FOUND_MESSAGE = 'Activity not found';

export const activity = z.object({
  activityId: z.number().int(),
  activityName: z.string(),
  /** 0: whole courts; 1: group session sold per head (slot count needed). */
  activityType: z.union([z.literal(0), z.literal(1)]),
  maxSlotCount: z.number().int(),
});
export type Activity = z.infer<typeof activity>;
export const activitiesReply = okReply({ activities: z.array(activity) });

const time = z.string().regex(/^\d{2}:\d{2}:\d{2}$/);

export const court = z.object({
  courtId: z.number().int(),
  courtName: z.string(),
  /** HH:mm:ss, club time zone. */
  openTime: time,
  /** HH:mm:ss; 00:00:00 = until midnight. */
  closeTime: time,
  /** Courts locked when this one is booked. */
  courtBrothers: z.array(z.number().int()),
  courtInfo: z.string(),
  courtOffset: z.number().int(),
  courtPriceClass: z.number().int().nullable(),
  peoplePerCourt: z.number().int(),
  /** Minutes. */
  slotDuration: z.number().int(),
});
export type Court = z.infer<typeof court>;

export const courtDetailsQuery = z.object({
  activityId: idField('activityId'),
});
export const courtDetailsReply = orFailure(okReply({ courtList: z.array(court) }));

export const codeName = z.object({ code: z.number().int(), name: z.string() });
export const transactionCodesReply = okReply({ modes: z.array(codeName), types: z.array(codeName) });
