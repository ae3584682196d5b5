import { z } from 'zod';
import { isBlankOrEmail, MAX_EMAIL_LENGTH } from './email';
import { fairUseLimits } from './fair-use';
import { cancelFees, cancelFeesInput, DEFAULT_CANCEL_FEES } from './cancel-fees';
import { DEFAULT_NO_SHOW_STRIKES, noShowStrikes, noShowStrikesInput } from './no-show-strikes';
import { DEFAULT_TAX_SETTINGS, DEFAULT_UPI_SETTINGS, taxSettings, taxSettingsInput, upiSettings, upiSettingsInput } from './tax-settings';

/**
 * One typed settings object per club (DESIGN "Club settings"). Stored as clubs.config (jsonb);
 * every field has a default, so a club that never saved a setting reads exactly these.
 * Read on the server through server/modules/club-settings only; changed only by feature 19.
 */

/** A refund tier: cancelling at least `hoursBefore` hours before the start refunds `percent`. */
export const refundTier = z.object({
  hoursBefore: z.number({ error: 'Hours before start must be a number' }).min(0).max(8_760),
  percent: z.number({ error: 'Refund percent must be a number' }).min(0).max(100),
});

export const refundPolicy = z.object({
  /** Most generous tier first is not required: the service picks the best tier that applies. */
  tiers: z.array(refundTier).max(10),
});

export const receiptDetails = z.object({
  legalName: z.string().max(200),
  address: z.string().max(500),
  taxId: z.string().max(50),
});

export const escalationLevel = z.object({
  level: z.number().int().min(1).max(3),
  /** Spec 3 §3: what this level is for ("Not resolved in 24 hours? …"); added by issue 12. */
  message: z.string().max(300).default(''),
  name: z.string().max(100),
  designation: z.string().max(100).default(''),
  phone: z.string().max(30),
  email: z.string().max(200),
  chatUrl: z.string().max(500),
  formUrl: z.string().max(500),
});

export const supportContacts = z.object({
  whatsapp: z.string().max(30),
  email: z.string().max(200),
  phone: z.string().max(30),
  ticketUrl: z.string().max(500),
  hours: z.string().max(200),
});

/** Bounds of the session settings: at least an hour idle (a desk's lunch break), at most a week;
 *  a lifetime of one day to 90 days (a quarter: the longest a lost device keeps working). */
export const SESSION_BOUNDS = {
  idleHours: { min: 1, max: 168 },
  lifetimeDays: { min: 1, max: 90 },
} as const;

export const MEMBER_PRICING = ['package', 'registered'] as const;
export type MemberPricing = (typeof MEMBER_PRICING)[number];

export const clubSettings = z.object({
  /** How long a cart holds its slots (minutes; fractions allowed for tests and impatient clubs). */
  cartHoldMinutes: z.number().gt(0).max(120),
  /** The most slots one cart may hold; bulk bookings are the way to book more. */
  cartMaxSlots: z.number().int().min(1).max(1_000),
  /** Checkout demands a customer email. */
  emailRequired: z.boolean(),
  /** How far back (hours after a slot ended) a desk may still record a walk-in booking. */
  pastBookingLookbackHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 14),
  refundPolicy,
  receipt: receiptDetails,
  support: supportContacts,
  escalation: z.array(escalationLevel).max(3),
  /** The escalation dialog's optional general email block (shown when the email is set). */
  escalationEmail: z.object({ message: z.string().max(300), email: z.string().max(200) }),
  /** Link of the footer's "List Your Academy". */
  listAcademyUrl: z.string().max(500),
  /** When set, the console shows the premium page instead of the console. */
  premium: z.boolean(),
  /** Members are reminded this many days before their package renews. */
  renewalReminderDays: z.number().int().min(0).max(60),
  /** A session not used for this many hours ends (issue 26 item 2, ADR 0069). */
  sessionIdleHours: z.number().int().min(SESSION_BOUNDS.idleHours.min).max(SESSION_BOUNDS.idleHours.max),
  /** A session ends this many days after sign-in, however busy it is. */
  sessionLifetimeDays: z.number().int().min(SESSION_BOUNDS.lifetimeDays.min).max(SESSION_BOUNDS.lifetimeDays.max),
  /**
   * Who pays member prices (issue 30, ADR 0075): 'package' = a member with an active membership
   * package at the slot's date; 'registered' = any registered member.
   */
  memberPricing: z.enum(MEMBER_PRICING),
  /** Fair-use limits by activity id (issue 30, ADR 0078); saved only through POST /api/club/fair-use. */
  fairUse: z.record(z.string(), fairUseLimits),
  /** Late-cancel and no-show fees (issue 30 part 2, ADR 0079). */
  cancelFees,
  /** How long a freed slot is held for the waitlisted customer it is offered to (minutes; ADR 0080). */
  waitlistOfferMinutes: z.number().gt(0).max(1_440),
  /** After N no-shows in M days a customer is flagged at checkout and refused online (ADR 0081). */
  noShowStrikes,
  /** GST: registration, codes and rates by kind of sale, document numbers (issue 29, ADR 0082). */
  tax: taxSettings,
  /** The club's UPI ID and payee name, for the desk's UPI QR (issue 29 §4). */
  upi: upiSettings,
});
export type ClubSettings = z.infer<typeof clubSettings>;

/** Blank or an address: a support e-mail of "not-an-email" is refused, not stored (issue 24). */
const emailOf = (field: string) =>
  z
    .string()
    .trim()
    .max(MAX_EMAIL_LENGTH, `${field} cannot be longer than ${MAX_EMAIL_LENGTH} characters`)
    .refine(isBlankOrEmail, `${field} must be a valid email address`);
const whole = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} cannot be more than ${max.toLocaleString('en-IN')}`);

/**
 * What a save may write: the stored shape with every bound refused by name, never clamped
 * (issue 24 item 6). Reading stays lenient (settingsFromStored), so an old stored value such as
 * a 0.02-minute test hold still reads.
 */
export const clubSettingsInput = clubSettings.omit({ fairUse: true }).extend({
  cartHoldMinutes: whole('Cart hold minutes', 1, 120),
  cartMaxSlots: whole('Slots per cart', 1, 1_000),
  pastBookingLookbackHours: whole('Past booking hours', 0, 24 * 14),
  renewalReminderDays: whole('Renewal reminder days', 0, 60),
  sessionIdleHours: whole('Idle sign-out hours', SESSION_BOUNDS.idleHours.min, SESSION_BOUNDS.idleHours.max),
  sessionLifetimeDays: whole('Session lifetime days', SESSION_BOUNDS.lifetimeDays.min, SESSION_BOUNDS.lifetimeDays.max),
  refundPolicy: z.object({
    tiers: z.array(z.object({ hoursBefore: whole('Hours before start', 0, 8_760), percent: whole('Refund percent', 0, 100) })).max(10),
  }),
  support: supportContacts.extend({ email: emailOf('Support email') }),
  escalation: z.array(escalationLevel.extend({ email: emailOf('Escalation email') })).max(3),
  escalationEmail: z.object({ message: z.string().max(300), email: emailOf('General email') }),
  memberPricing: z.enum(MEMBER_PRICING, { error: 'Member prices for must be package members or registered members' }),
  cancelFees: cancelFeesInput,
  waitlistOfferMinutes: whole('Waitlist offer minutes', 1, 1_440),
  noShowStrikes: noShowStrikesInput,
  tax: taxSettingsInput,
  upi: upiSettingsInput,
});

/** A partial update: only the named settings change. */
export const clubSettingsPatch = clubSettingsInput.partial();
export type ClubSettingsPatch = z.infer<typeof clubSettingsPatch>;

/**
 * The defaults, written down once (README "Club settings" quotes them):
 * - holds last 10 minutes, a cart holds at most 200 slots;
 * - walk-ins may be recorded up to 48 hours after the slot ended (with a confirmation);
 * - cancellation refunds 100 % at 24 h or more before the start, 50 % at 2 h or more, none after;
 * - a session ends after 12 hours without use, and 30 days after sign-in in any case;
 * - member prices go to members with an active membership package at the slot's date;
 * - no fair-use limits, no fees, no no-show strikes;
 * - a freed slot is held 15 minutes for the waitlisted customer it is offered to.
 */
export const DEFAULT_CLUB_SETTINGS: ClubSettings = {
  cartHoldMinutes: 10,
  cartMaxSlots: 200,
  emailRequired: false,
  pastBookingLookbackHours: 48,
  refundPolicy: {
    tiers: [
      { hoursBefore: 24, percent: 100 },
      { hoursBefore: 2, percent: 50 },
    ],
  },
  receipt: { legalName: '', address: '', taxId: '' },
  support: { whatsapp: '', email: '', phone: '', ticketUrl: '', hours: '' },
  escalation: [],
  escalationEmail: { message: '', email: '' },
  listAcademyUrl: '',
  premium: false,
  renewalReminderDays: 7,
  sessionIdleHours: 12,
  sessionLifetimeDays: 30,
  memberPricing: 'package',
  fairUse: {},
  cancelFees: DEFAULT_CANCEL_FEES,
  waitlistOfferMinutes: 15,
  noShowStrikes: DEFAULT_NO_SHOW_STRIKES,
  tax: DEFAULT_TAX_SETTINGS,
  upi: DEFAULT_UPI_SETTINGS,
};

/**
 * Reads a stored config leniently: each setting that is missing or no longer valid falls back to
 * its default, so one bad value never hides the others.
 */
export function settingsFromStored(stored: unknown): ClubSettings {
  const raw = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(clubSettings.shape)) {
    const parsed = (schema as z.ZodType).safeParse(raw[key]);
    out[key] = parsed.success ? parsed.data : DEFAULT_CLUB_SETTINGS[key as keyof ClubSettings];
  }
  return out as ClubSettings;
}
