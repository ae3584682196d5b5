import { z } from 'zod';
import { wireAmount } from './money-input';
import { reply } from './envelope';
import { money } from './booking-fields';

/** Texts of spec 2 §5 (members) and the replies of the member calls. */
export const MemberMessages = {
  mobileRequired: 'Mobile is required',
  invalidMobile: 'Invalid mobile number',
  nameRequired: 'Name is required',
  invalidEmail: 'Invalid email',
  emailRequired: 'Email is required',
  addressTooLong: 'Address cannot be longer than 150 characters',
  invalidGender: 'Invalid gender',
  pastExpiry: 'Cannot choose to set expiry to a past date',
  invalidDate: 'Please select a valid date',
  amountRequired: 'Amount is required',
  creditsRequired: 'Credits is required',
  invalidAmount: 'Invalid amount',
  modeNeedsAmount: 'Enter an amount for the chosen payment mode',
  amountNeedsMode: 'Select a payment mode for the amount',
  invalidMode: 'Invalid payment mode',
  pinMismatch: 'Pin does not match',
  pinRequired: 'PIN is required',
  oldPinRequired: 'Old PIN is required',
  pinFormat: 'PIN must be 4 to 6 digits',
  pinAlreadySet: 'A PIN is already set for this member',
  pinNotSet: 'Member has not set a PIN',
  incorrectPin: 'Incorrect PIN',
  pinLocked: 'Too many wrong PIN attempts, try again later',
  notFound: 'Member not found',
  alreadyMember: 'A member with this mobile number already exists',
  noMatch: 'No Matching Results.',
  registered: 'Member registered successfully',
  updated: 'Member details updated',
  deleted: 'Member deleted',
  pinCreated: 'PIN set successfully',
  pinUpdated: 'PIN changed successfully',
  recharged: 'Credits recharged successfully',
  validityUpdated: 'Credits validity updated',
} as const;

/** 9999-12-31 = lifetime; the console sends 'max' for it. */
export const LIFETIME = '9999-12-31';
export const MEMBERS_PAGE_SIZE = 10;
export const ADDRESS_MAX = 150;

const loose = z.string().nullish();
const amount = z.union([z.number(), z.string()]).nullish();
const transactionData = z.object({ type: z.coerce.number().int().nullish(), mode: z.coerce.number().int().nullish() }).nullish();

/** A package as shown on a member (spec 2 §3 "Member package"). */
export const memberPackageSchema = z.object({
  subscriptionId: z.number().int(),
  packageId: z.number().int(),
  packageName: z.string(),
  packageDescription: z.string(),
  additionalInfo: z.array(z.string()),
  type: z.number().int(),
  grossAmount: money,
  period: z.number().int(),
  startDate: z.string(),
  renewalDate: z.string(),
  balance: money,
  status: z.string(),
});
export type MemberPackage = z.infer<typeof memberPackageSchema>;

export const memberSchema = z.object({
  memberId: z.number().int(),
  memberName: z.string(),
  memberCountryCode: z.string(),
  memberMobile: z.string(),
  memberEmail: z.string().nullable(),
  memberGender: z.enum(['M', 'F', 'O']).nullable(),
  address: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  credits: money,
  /** null = credits never expire (shown as Lifetime, like 9999-12-31). */
  creditsExpiry: z.string().nullable(),
  isPasswordProtected: z.boolean(),
  /** Registration fee paid (0 when none). */
  registrationFee: money,
  packages: z.array(memberPackageSchema),
});
export type Member = z.infer<typeof memberSchema>;

/** GET /api/member/search?mobile=&countryCode=&page= — empty mobile lists all, 10 a page. */
export const memberSearchQuery = z.object({
  mobile: loose,
  countryCode: loose,
  page: z.coerce.number().int().min(1).max(100000).default(1),
});
export const memberSearchReply = reply({
  members: z.array(memberSchema).optional(),
  paginationData: z.object({ total: z.number().int(), page: z.number().int() }).optional(),
});

/** GET /api/member/details?mobile=&countryCode= */
export const memberDetailsQuery = z.object({ mobile: z.string().max(40), countryCode: loose });
export const memberDetailsReply = reply({ member: memberSchema.optional() });

/** POST /api/member/registration */
export const memberRegistrationRequest = z.object({
  name: loose,
  countryCode: loose,
  mobile: loose,
  email: loose,
  address: loose,
  gender: loose,
  registrationFee: amount,
  transactionData,
  /** Member since (default today). */
  startDate: loose,
  /** Membership end: a date or 'max' (lifetime). */
  toDate: loose,
});
export const memberRegistrationReply = reply({ memberId: z.number().int().optional() });

/** POST /api/member/details/update: `mobile` is the member's current number. */
export const memberUpdateRequest = z.object({
  mobile: z.string().max(40),
  countryCode: loose,
  updateData: z.object({
    name: loose,
    countryCode: loose,
    mobile: loose,
    email: loose,
    address: loose,
    gender: loose,
    expiryDate: loose,
  }),
});

export const memberDeleteRequest = z.object({ memberId: z.number().int().positive() });

export const pinCreateRequest = z.object({ mobile: z.string().max(40), countryCode: loose, newPin: loose, confirmPin: loose });
export const pinUpdateRequest = pinCreateRequest.extend({ memberPin: loose });

export const rechargeRequest = z.object({
  mobile: z.string().max(40),
  countryCode: loose,
  paidAmount: wireAmount('Amount'),
  credits: wireAmount('Credits'),
  transactionData,
});
export const validityRequest = z.object({ mobile: z.string().max(40), countryCode: loose, expiryDate: loose });

/** POST /api/member/search/subscriptions */
export const memberSubscriptionsRequest = z.object({ memberIds: z.array(z.number().int().positive()).max(100) });
export const memberSubscriptionsReply = reply({
  subscriptions: z.array(z.object({ memberId: z.number().int(), packages: z.array(memberPackageSchema) })).optional(),
});

/** GET /api/member/transactions?memberId= */
export const memberIdQuery = z.object({ memberId: z.coerce.number().int().positive() });
export const memberTransactionSchema = z.object({
  transactionId: z.number().int(),
  type: z.number().int(),
  timestamp: z.string(),
  place: z.string(),
  handler: z.string(),
  amount: money,
  mode: z.number().int(),
});
export const memberTransactionsReply = reply({ transactionDetails: z.array(memberTransactionSchema).optional() });

/** GET /api/member/bookings?memberId= — the drawer's See Bookings. */
export const memberBookingSchema = z.object({
  bookingId: z.number().int(),
  activityName: z.string(),
  bookingDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.string(),
});
export const memberBookingsReply = reply({ bookings: z.array(memberBookingSchema).optional() });

/** GET /api/member/mirror?since= — the desk's incremental members mirror. */
export const mirrorMemberSchema = z.object({
  memberId: z.number().int(),
  memberName: z.string(),
  memberCountryCode: z.string(),
  memberMobile: z.string(),
  memberEmail: z.string().nullable(),
  credits: money,
  creditsExpiry: z.string().nullable(),
  endDate: z.string(),
  isPasswordProtected: z.boolean(),
  packages: z.array(z.object({ packageName: z.string(), renewalDate: z.string(), balance: money })),
});
export type MirrorMember = z.infer<typeof mirrorMemberSchema>;
export const memberMirrorQuery = z.object({ since: z.coerce.number().int().min(0).default(0) });
export const memberMirrorReply = reply({
  members: z.array(mirrorMemberSchema).optional(),
  deleted: z.array(z.number().int()).optional(),
  /** Pass back as `since` next time. */
  cursor: z.number().int().optional(),
  /** True when the reply holds every live member (a first sync): the desk drops what it had. */
  full: z.boolean().optional(),
});
