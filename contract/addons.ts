import { z } from 'zod';
import { wireAmount } from './money-input';
import { reply } from './envelope';
import { idNumber, money } from './booking-fields';

export const AddonMessages = {
  /** Spec 2 §5 ('Feilds cant be empty or Invalid'), spelling corrected as DESIGN.md says. */
  invalid: "Fields can't be empty or invalid",
  added: 'Add-on added',
  updated: 'Add-on updated',
  notFound: 'Add-on not found',
  activityNotFound: 'Activity not found',
  /** A rental add-on's stock for overlapping times: `{left}` how many, `{name}` the add-on's name. */
  rentalLimit: 'Only {left} {name} left to rent at this time',
} as const;

/** The downloaded file's fixed name (spec 2 §9). */
export const ADDON_EXPORT_FILE = 'config_extra_list.xlsx';
export const ADDON_NAME_MAX = 60;

export const configExtraSchema = z.object({
  extraId: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  price: money,
  isRent: z.boolean(),
  isPerActivity: z.boolean(),
  activityId: z.number().int().nullable(),
  activityName: z.string().nullable(),
  isActive: z.boolean(),
});
export type ConfigExtra = z.infer<typeof configExtraSchema>;
export const configExtrasReply = reply({ configExtras: z.array(configExtraSchema).optional() });

/**
 * GET /api/extras/offered?activityId= — the add-ons a booking of that activity may carry (the
 * club's own and the activity's); without activityId, the club's own. Replies with extrasReply.
 */
export const offeredExtrasQuery = z.object({ activityId: idNumber.optional() });

const loose = z.union([z.number(), z.string()]).nullish();
/** POST /api/club/extras/configure */
export const addonAddRequest = z.object({
  name: z.string().max(200).nullish(),
  quantity: loose,
  price: wireAmount('Price'),
  isRent: z.boolean(),
  isPerActivity: z.boolean(),
  activityId: z.coerce.number().int().nullish(),
});
/** POST /api/club/extras/update — rental and scope are fixed once created. */
export const addonUpdateRequest = z.object({
  extraId: idNumber,
  name: z.string().max(200).nullish(),
  quantity: loose,
  price: wireAmount('Price'),
  active: z.boolean(),
});
