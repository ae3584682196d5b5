import { z } from 'zod';
import { utrWire } from './upi';
import { wireAmount } from './money-input';
import { reply } from './envelope';
import { money } from './booking-fields';

/** Texts of spec 2 §5 (membership package, package checkout) and the package replies. */
export const PackageMessages = {
  nameRequired: 'Package name is required',
  priceRequired: 'Price is required',
  invalidPrice: 'Price must be a number',
  invalidCredits: 'Credits must be a number',
  invalidLimit: 'Member limit must be a whole number',
  invalidPeriod: 'Renewal period must be a whole number of days',
  remarksTooLong: 'Remarks cannot be longer than 100 characters',
  invalidType: 'Package type must be Rotational or Pro-rata',
  pastStart: "Start date can't be set to a past date",
  invalidDate: 'Please select a valid date',
  limitBelowSold: 'Member limit cannot be below the members already subscribed',
  created: 'Package created successfully',
  updated: 'Package updated successfully',
  notFound: 'Package not found',
  inactive: 'This package is not active',
  // Package checkout
  mobileRequired: 'Mobile is required',
  invalidMobile: 'Invalid mobile number',
  memberNotFound: 'Member Not Found',
  pastDate: "Date can't be set to a past date",
  afterPeriod: "Date can't be set to a after the package period date",
  discountTooHigh: 'Discount cannot be greater than gross amount',
  discountExceedsPayable: 'Discount cannot be applied as it exceeds total amount payable',
  advanceTooHigh: 'Advance cannot be greater than net price',
  invalidAmount: 'Invalid amount',
  advanceNeedsMode: 'Select a payment mode for the advance',
  modeNeedsAdvance: 'Enter an advance amount for the chosen payment mode',
  invalidMode: 'Invalid payment mode',
  soldOut: 'No places left in this package',
  renewNotFound: 'The membership to renew was not found',
  // A renewal (ADR 0046): it starts where the term it renews ends, never elsewhere.
  renewStartDate: 'Start date of a renewal must be its renewal date',
  renewNoDaysLeft: "This package's period has no days left after the renewal date, so it cannot be renewed",
  alreadyRenewed: 'This membership has already been renewed',
  overlapping: 'The member already holds this package for these dates',
  subscribed: 'Package subscribed successfully',
  // Balance payment and cancel
  amountRequired: 'Amount is required',
  amountPositive: 'Amount must be greater than 0',
  amountAboveBalance: 'Amount cannot be greater than balance',
  paid: 'Payment recorded',
  subscriptionNotFound: 'Subscription not found',
  alreadyExpired: 'This membership has already expired',
  alreadyCancelled: 'This membership is already cancelled',
  cancelled: 'Membership Cancelled Successfully',
  cancelFailed: 'Something went wrong, please try again later',
} as const;

export const PackageType = { rotational: 1, proRata: 2 } as const;
export const PACKAGES_PAGE_SIZE = 10;
export const PACKAGE_REMARKS_MAX = 100;

const loose = z.string().nullish();
const amount = z.union([z.number(), z.string()]).nullish();
const transactionData = z.object({ type: z.coerce.number().int().nullish(), mode: z.coerce.number().int().nullish() }).nullish();

export const packageSchema = z.object({
  packageId: z.number().int(),
  packageName: z.string(),
  packagePrice: money,
  description: z.string(),
  packageCredits: money,
  memberLimit: z.number().int(),
  additionalInfo: z.array(z.string()),
  type: z.number().int(),
  isActive: z.boolean(),
  startDate: z.string(),
  /** Pro-rata: the season's end (start + period); rotational: start + period too (first term). */
  endDate: z.string(),
  period: z.number().int(),
  slotId: z.number().int(),
  /** null when the package has no member limit. */
  availableTickets: z.number().int().nullable(),
  soldTickets: z.number().int(),
  totalTickets: z.number().int(),
  /** Members with a live subscription now. */
  subscribed: z.number().int(),
});
export type MembershipPackage = z.infer<typeof packageSchema>;

/** GET /api/membership/package/details?page=&active= */
export const packageListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  /** 1: only active packages (Select Package). */
  active: z.coerce.number().int().min(0).max(1).default(0),
});
export const packageListReply = reply({
  packages: z.array(packageSchema).optional(),
  /** next: the next page or -1; total: pages. */
  paginationData: z.object({ next: z.number().int(), total: z.number().int() }).optional(),
});

export const packageIdQuery = z.object({ packageId: z.coerce.number().int().positive() });
export const packageReply = reply({ package: packageSchema.optional() });

/** POST /api/membership/package/create and /update (with packageId). */
export const packageCreateRequest = z.object({
  packageName: loose,
  price: wireAmount('Price'),
  remarks: loose,
  credits: wireAmount('Credits'),
  memberLimit: amount,
  additionalInfo: z.array(z.string().max(200)).max(20).nullish(),
  type: z.coerce.number().int().nullish(),
  startDate: loose,
  period: amount,
  isActive: z.boolean().nullish(),
});
export const packageUpdateRequest = packageCreateRequest.extend({ packageId: z.number().int().positive() });
export const packageWriteReply = reply({ packageId: z.number().int().optional() });

/** POST /api/membership/customer/details — the package checkout's member lookup. */
export const packageLookupRequest = z.object({ mobile: loose, countryCode: loose });
export const packageLookupReply = reply({
  /** 'member' fills the form; 'nonMember' (not registered or membership ended) and 'unknown' open dialogs. */
  result: z.enum(['member', 'nonMember', 'unknown']).optional(),
  member: z.object({ memberId: z.number().int(), memberName: z.string(), memberEmail: z.string().nullable() }).nullable().optional(),
});

/** POST /api/membership/subscription */
export const subscriptionRequest = z.object({
  packageData: z.object({
    packageId: z.number().int().positive(),
    type: z.coerce.number().int().nullish(),
    startDate: loose,
    endDate: loose,
    grossPrice: wireAmount('Price'),
    period: amount,
    slotId: z.number().int().nullish(),
  }),
  /** 1 when a member is added to the package (takes a place), 0 for a renewal. */
  ticketCount: z.coerce.number().int().min(0).max(1).default(1),
  memberId: z.number().int().positive(),
  advance: wireAmount('Advance'),
  discount: wireAmount('Discount'),
  startDate: loose,
  transactionData,
  /** The UPI advance's UTR (mode 4 only, 12 digits; ADR 0082 addendum). */
  utr: utrWire,
  sendSMS: z.boolean().nullish(),
  /** The subscription being renewed (ticketCount 0). */
  renewsSubscriptionId: z.number().int().positive().nullish(),
});
export const subscriptionReply = reply({ subscriptionId: z.number().int().optional() });

/** POST /api/membership/subscription/quote — price, period and renewal for a start date. */
export const quoteRequest = z.object({
  packageId: z.number().int().positive(),
  startDate: loose,
  /** Quoting a renewal of this subscription: it starts on its renewal date (or today once that has passed). */
  renewsSubscriptionId: z.number().int().positive().nullish(),
});
export const quoteReply = reply({
  startDate: z.string().optional(),
  grossPrice: money.optional(),
  period: z.number().int().optional(),
  renewalDate: z.string().optional(),
});

export const subscriptionRowSchema = z.object({
  memberName: z.string(),
  memberId: z.number().int(),
  memberMobile: z.string(),
  memberCountryCode: z.string(),
  memberEmail: z.string().nullable(),
  packageId: z.number().int(),
  packageName: z.string(),
  type: z.number().int(),
  membershipId: z.number().int(),
  subscriptionId: z.number().int(),
  membershipStartDate: z.string(),
  renewalDate: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  advance: money,
  balance: money,
  grossAmount: money,
  discount: money,
  packagePrice: money,
  packageDescription: z.string(),
  packageCredits: money,
  availableTickets: z.number().int().nullable(),
  soldTickets: z.number().int(),
  totalTickets: z.number().int(),
  status: z.string(),
  isActive: z.boolean(),
  /** A later term already renews this one; it is listed only while it still owes a balance. */
  renewed: z.boolean(),
});
export type SubscriptionRow = z.infer<typeof subscriptionRowSchema>;

/** GET /api/membership/subscription/details?packageId=&expiry= */
export const subscriptionListQuery = z.object({
  packageId: z.coerce.number().int().positive().optional(),
  /** 1: the upcoming expiry list of the dashboard. */
  expiry: z.coerce.number().int().min(0).max(1).default(0),
});
export const subscriptionListReply = reply({
  subscriptions: z.array(subscriptionRowSchema).optional(),
  expiring: z
    .array(z.object({ memberName: z.string(), packageName: z.string(), renewalDate: z.string(), subscriptionId: z.number().int() }))
    .optional(),
});

export const paymentUpdateRequest = z.object({
  subscriptionId: z.number().int().positive(),
  amount: wireAmount('Amount'),
  transactionData,
  /** The UPI payment's UTR (mode 4 only, 12 digits; ADR 0082 addendum). */
  utr: utrWire,
});
export const cancelRequest = z.object({ subscriptionId: z.number().int().positive(), amount: wireAmount('Amount'), transactionData });

export const summaryReply = reply({
  userSummary: z.object({ membershipPackageCount: z.number().int(), subscribedMembersCount: z.number().int(), balance: money }).optional(),
});
export const graphReply = reply({
  membersCount: z.array(z.object({ month: z.string(), count: z.number().int() })).optional(),
  packageMembersCount: z.array(z.object({ packageName: z.string(), count: z.number().int() })).optional(),
});
