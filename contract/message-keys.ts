import { AddonMessages } from './addons';
import { AvailabilityMessages } from './availability';
import { BlockingMessages } from './blocking';
import { BookingActionMessages } from './booking-actions';
import { BookingMessages } from './booking';
import { BulkMessages } from './bulk';
import { CartMessages } from './cart';
import { CheckoutMessages } from './checkout';
import { CouponMessages } from './coupons';
import { EventMessages } from './events';
import { MemberMessages } from './members';
import { PackageMessages } from './packages';
import { PatternMessages } from './pattern';
import { PricingMessages } from './pricing';
import { ReportMessages } from './reports';
import { StaffMessages } from './staff';
import { UtrMessages } from './upi';

/**
 * The key of each contract message in the console's `server` catalogue, beside its English
 * (issue 32 §2, ADR 0085). The server sends the English as `message` (what the spec and other
 * clients read) and this key as `code` (server/plugins/message-codes.ts); the console shows a text
 * it judged itself with the same contract rule (a form's "Invalid mobile number") by the same key.
 * Keyed by the English, so one text has one key wherever it is written (CartMessages.invalidMobile
 * and MemberMessages.invalidMobile are the same words).
 *
 * Areas' refusals the console shows as the server wrote them: common field refusals, booking, slot
 * and hold, cart, payment, credits, PIN, coupon, member. A text not here is shown as written.
 */
export const MESSAGE_KEYS: Readonly<Record<string, string>> = {
  // Common refusals.
  [AddonMessages.invalid]: 'fieldsInvalid',
  [BookingMessages.notFound]: 'bookingNotFound',
  [BookingActionMessages.courtNotFound]: 'courtNotFound',
  [AddonMessages.notFound]: 'addonNotFound',
  [AddonMessages.activityNotFound]: 'activityNotFound',
  // Slots, holds and the cart.
  [AvailabilityMessages.slotNotFound]: 'slotNotFound',
  [AvailabilityMessages.slotLocked]: 'slotLocked',
  [CartMessages.mixedTypes]: 'mixedActivityTypes',
  [CartMessages.slotUnavailable]: 'slotUnavailable',
  [CartMessages.alreadyInCart]: 'alreadyInCart',
  [CartMessages.cartItemNotFound]: 'cartItemNotFound',
  [CartMessages.cartEmpty]: 'cartEmpty',
  [CartMessages.minQuantity]: 'minQuantity',
  [CartMessages.selectAddon]: 'selectAddon',
  [CartMessages.enterQuantity]: 'enterQuantity',
  [BookingActionMessages.rescheduleUnavailable]: 'rescheduleUnavailable',
  // Checkout and payments.
  [CheckoutMessages.advanceTooHigh]: 'advanceTooHigh',
  [CheckoutMessages.invalidAdvance]: 'invalidAdvance',
  [CheckoutMessages.modeNeedsAdvance]: 'modeNeedsAdvance',
  [CheckoutMessages.advanceNeedsMode]: 'advanceNeedsMode',
  [CheckoutMessages.discountTooHigh]: 'discountTooHigh',
  [CheckoutMessages.notMember]: 'notMember',
  [CheckoutMessages.pricesChanged]: 'pricesChanged',
  [BookingActionMessages.amountAboveBalance]: 'amountAboveBalance',
  [BookingActionMessages.amountNotPositive]: 'amountNotPositive',
  [BookingActionMessages.invalidDiscount]: 'invalidDiscount',
  [BookingActionMessages.selectMode]: 'selectMode',
  [BookingActionMessages.nothingToPay]: 'nothingToPay',
  [BookingActionMessages.cancelled]: 'bookingIsCancelled',
  [BookingActionMessages.marketplace]: 'marketplaceBooking',
  [BookingActionMessages.refundModeRequired]: 'refundModeRequired',
  [BookingActionMessages.amountBelowPaid]: 'amountBelowPaid',
  [BookingActionMessages.remarksBlank]: 'remarksBlank',
  [UtrMessages.digits]: 'utrDigits',
  [UtrMessages.onlyUpi]: 'utrOnlyUpi',
  [UtrMessages.taken]: 'utrTaken',
  // Credits.
  [CheckoutMessages.creditsZeroNet]: 'creditsZeroNet',
  [CheckoutMessages.creditsTooHigh]: 'creditsTooHigh',
  [CheckoutMessages.creditsNotEnough]: 'creditsNotEnough',
  [CheckoutMessages.creditsExpired]: 'creditsExpired',
  [CheckoutMessages.creditsInvalid]: 'creditsInvalid',
  [CheckoutMessages.creditsMobileChanged]: 'creditsMobileChanged',
  // PIN.
  [CheckoutMessages.pinRequired]: 'memberPinRequired',
  // Coupons.
  [CouponMessages.invalidCode]: 'couponInvalid',
  [CouponMessages.notFound]: 'couponNotFound',
  [CouponMessages.expired]: 'couponExpired',
  [CouponMessages.usedUp]: 'couponUsedUp',
  [CouponMessages.wrongActivity]: 'couponWrongActivity',
  [CouponMessages.wrongDates]: 'couponWrongDates',
  [CouponMessages.wrongDays]: 'couponWrongDays',
  [CouponMessages.wrongTimes]: 'couponWrongTimes',
  [CouponMessages.singleSlot]: 'couponSingleSlot',
  [CouponMessages.zeroNet]: 'couponZeroNet',
  // Members (their form's refusals, PIN and credits, and what the server says after a change).
  [MemberMessages.mobileRequired]: 'mobileRequired',
  [MemberMessages.invalidMobile]: 'invalidMobile',
  [MemberMessages.nameRequired]: 'nameRequired',
  [MemberMessages.invalidEmail]: 'invalidEmail',
  [MemberMessages.emailRequired]: 'emailRequired',
  [MemberMessages.addressTooLong]: 'addressTooLong',
  [MemberMessages.invalidGender]: 'invalidGender',
  [MemberMessages.pastExpiry]: 'pastExpiry',
  [MemberMessages.invalidDate]: 'invalidDate',
  [MemberMessages.amountRequired]: 'amountRequired',
  [MemberMessages.creditsRequired]: 'creditsRequired',
  [MemberMessages.invalidAmount]: 'invalidAmount',
  [MemberMessages.modeNeedsAmount]: 'modeNeedsAmount',
  [MemberMessages.amountNeedsMode]: 'amountNeedsMode',
  [MemberMessages.invalidMode]: 'invalidMode',
  [MemberMessages.pinMismatch]: 'pinMismatch',
  [MemberMessages.pinRequired]: 'pinRequired',
  [MemberMessages.oldPinRequired]: 'oldPinRequired',
  [MemberMessages.pinFormat]: 'pinFormat',
  [MemberMessages.pinAlreadySet]: 'pinAlreadySet',
  [MemberMessages.pinNotSet]: 'pinNotSet',
  [MemberMessages.incorrectPin]: 'incorrectPin',
  [MemberMessages.pinLocked]: 'pinLocked',
  [MemberMessages.notFound]: 'memberNotFound',
  [MemberMessages.alreadyMember]: 'alreadyMember',
  [MemberMessages.noMatch]: 'noMatch',
  [MemberMessages.registered]: 'memberRegistered',
  [MemberMessages.updated]: 'memberUpdated',
  [MemberMessages.deleted]: 'memberDeleted',
  [MemberMessages.pinCreated]: 'pinCreated',
  [MemberMessages.pinUpdated]: 'pinUpdated',
  [MemberMessages.recharged]: 'recharged',
  [MemberMessages.validityUpdated]: 'validityUpdated',
  // Packages, events, coupons and add-ons.
  [PackageMessages.nameRequired]: 'packageNameRequired',
  [PackageMessages.priceRequired]: 'priceRequired',
  [PackageMessages.invalidPrice]: 'priceNotNumber',
  [PackageMessages.invalidCredits]: 'creditsNotNumber',
  [PackageMessages.invalidLimit]: 'memberLimitWhole',
  [PackageMessages.invalidPeriod]: 'renewalPeriodWhole',
  [PackageMessages.remarksTooLong]: 'remarksTooLong',
  [PackageMessages.invalidType]: 'packageTypeInvalid',
  [PackageMessages.pastStart]: 'startDatePast',
  [PackageMessages.limitBelowSold]: 'memberLimitBelowSold',
  [PackageMessages.created]: 'packageCreated',
  [PackageMessages.updated]: 'packageUpdated',
  [PackageMessages.notFound]: 'packageNotFound',
  [PackageMessages.inactive]: 'packageInactive',
  [PackageMessages.memberNotFound]: 'packageMemberNotFound',
  [PackageMessages.pastDate]: 'datePast',
  [PackageMessages.afterPeriod]: 'dateAfterPeriod',
  [PackageMessages.discountTooHigh]: 'discountAboveGross',
  [PackageMessages.discountExceedsPayable]: 'discountExceedsPayable',
  [PackageMessages.soldOut]: 'packageSoldOut',
  [PackageMessages.renewNotFound]: 'renewalNotFound',
  [PackageMessages.renewStartDate]: 'renewalStartDate',
  [PackageMessages.renewNoDaysLeft]: 'renewalNoDaysLeft',
  [PackageMessages.alreadyRenewed]: 'membershipAlreadyRenewed',
  [PackageMessages.overlapping]: 'packageOverlapping',
  [PackageMessages.subscribed]: 'packageSubscribed',
  [PackageMessages.amountAboveBalance]: 'amountAboveSubscriptionBalance',
  [PackageMessages.paid]: 'paymentRecorded',
  [PackageMessages.subscriptionNotFound]: 'subscriptionNotFound',
  [PackageMessages.alreadyExpired]: 'membershipAlreadyExpired',
  [PackageMessages.alreadyCancelled]: 'membershipAlreadyCancelled',
  [PackageMessages.cancelled]: 'membershipCancelled',
  [EventMessages.notAvailable]: 'eventsNotAvailable',
  [EventMessages.selectCategory]: 'eventSelectCategory',
  [EventMessages.eventCreated]: 'eventCreated',
  [EventMessages.categoryCreated]: 'eventCategoryCreated',
  [EventMessages.subCategoryCreated]: 'eventSubCategoryCreated',
  [EventMessages.statusUpdated]: 'eventCategoryStatusUpdated',
  [EventMessages.ticketsUpdated]: 'eventTicketsUpdated',
  [EventMessages.invalidTickets]: 'eventTicketsInvalid',
  [EventMessages.invalidPrice]: 'priceZeroOrMore',
  [EventMessages.invalidDates]: 'selectValidDates',
  [EventMessages.eventNotFound]: 'eventNotFound',
  [EventMessages.categoryNotFound]: 'eventCategoryNotFound',
  [EventMessages.subCategoryNotFound]: 'eventSubCategoryNotFound',
  [EventMessages.registered]: 'eventRegistered',
  [EventMessages.categoryInactive]: 'eventCategoryInactive',
  [EventMessages.outsideDates]: 'eventRegistrationsClosed',
  [EventMessages.ticketCount]: 'eventTicketCount',
  [EventMessages.paidTooHigh]: 'eventPaidTooHigh',
  [EventMessages.bookingNotFound]: 'eventRegistrationNotFound',
  [EventMessages.eventUpdated]: 'eventUpdated',
  [EventMessages.categoryUpdated]: 'eventCategoryUpdated',
  [EventMessages.subCategoryUpdated]: 'eventSubCategoryUpdated',
  [CouponMessages.generated]: 'couponsGenerated',
  [CouponMessages.updated]: 'couponUpdated',
  [CouponMessages.codesUpdated]: 'couponCodesUpdated',
  [CouponMessages.selectDay]: 'selectDay',
  [CouponMessages.invalidDateRange]: 'invalidDateRange',
  [CouponMessages.invalidTimeRange]: 'invalidTimeRange',
  [CouponMessages.percentRequired]: 'couponPercentRequired',
  [CouponMessages.upperLimitRequired]: 'couponUpperLimitRequired',
  [CouponMessages.maxUsageRequired]: 'couponMaxUsageRequired',
  [CouponMessages.countRequired]: 'couponCountRequired',
  [CouponMessages.countTooHigh]: 'couponCountTooHigh',
  [CouponMessages.invalidPercent]: 'couponPercentInvalid',
  [CouponMessages.applied]: 'couponApplied',
  [AddonMessages.added]: 'addonAdded',
  [AddonMessages.updated]: 'addonUpdated',
  // The holds' toasts beside holdsDropped (FILLED_MESSAGE_KEYS): "Hold again" says one of the three.
  [CartMessages.holdsRenewed]: 'holdsRenewed',
  [CartMessages.holdsLive]: 'holdsLive',
  // Staff, bulk, pricing, blocking and reports.
  // What these areas' routes send as the reply's message. Texts other areas send too ('Booking
  // cancelled', 'Payment recorded', 'Remarks cannot be longer than 100 characters', coupons' 'Invalid
  // date range selected', events' 'Please Select Valid Dates') are left to those areas, so that one
  // text has one entry; the ones already above ('Court not found', 'Amount is required') keep their
  // key. Texts with values filled in (PricingMessages.overlap …) are read back by
  // contract/pricing-refusals.ts.
  [StaffMessages.noPermission]: 'staffNoPermission',
  [StaffMessages.userNotFound]: 'staffUserNotFound',
  [StaffMessages.usernameTaken]: 'staffUsernameTaken',
  [StaffMessages.passwordTooShort]: 'staffPasswordTooShort',
  [StaffMessages.passwordIsUsername]: 'staffPasswordIsUsername',
  [StaffMessages.passwordSameAsOld]: 'staffPasswordSameAsOld',
  [StaffMessages.oldMismatch]: 'staffOldPasswordMismatch',
  [StaffMessages.writeUnavailable]: 'staffWriteUnavailable',
  [StaffMessages.adminNotEditable]: 'staffAdminNotEditable',
  [StaffMessages.adminNotRemovable]: 'staffAdminNotRemovable',
  [StaffMessages.cannotRemoveSelf]: 'staffCannotRemoveSelf',
  [StaffMessages.userCreated]: 'staffUserCreated',
  [StaffMessages.permissionsUpdated]: 'staffPermissionsUpdated',
  [StaffMessages.userRemoved]: 'staffUserRemoved',
  [StaffMessages.passwordUpdated]: 'staffPasswordUpdated',
  [BulkMessages.selectActivity]: 'bulkSelectActivity',
  [BulkMessages.selectSlotCount]: 'bulkSelectSlotCount',
  [BulkMessages.selectCourt]: 'bulkSelectCourt',
  [BulkMessages.rangeTooLong]: 'bulkRangeTooLong',
  [BulkMessages.noSlotsInPattern]: 'bulkNoSlotsInPattern',
  [BulkMessages.someUnavailable]: 'bulkSomeUnavailable',
  [BulkMessages.noneAvailable]: 'bulkNoneAvailable',
  [BulkMessages.memberRequired]: 'bulkMemberRequired',
  [BulkMessages.patternNotFound]: 'bulkNotFound',
  [BulkMessages.patternCreated]: 'bulkCreated',
  [PatternMessages.alreadyCancelled]: 'bulkAlreadyCancelled',
  [PatternMessages.nothingToCancel]: 'bulkNothingToCancel',
  [PatternMessages.occurrenceNotFound]: 'bulkOccurrenceNotFound',
  [PatternMessages.creditsNeedMember]: 'bulkCreditsNeedMember',
  [PricingMessages.formIncomplete]: 'pricingFormIncomplete',
  [PricingMessages.priceClassNotFound]: 'pricingClassNotFound',
  [PricingMessages.timeStep]: 'pricingTimeStep',
  [PricingMessages.invalidDays]: 'pricingInvalidDays',
  [PricingMessages.invalidDiscount]: 'pricingInvalidDiscount',
  [PricingMessages.specialNotFound]: 'pricingSpecialNotFound',
  [PricingMessages.holidayExists]: 'pricingHolidayExists',
  [PricingMessages.holidayNotFound]: 'pricingHolidayNotFound',
  [PricingMessages.invalidMemberPrice]: 'pricingInvalidMemberPrice',
  [PricingMessages.invalidMemberDiscount]: 'pricingInvalidMemberDiscount',
  [PricingMessages.saved]: 'pricingSaved',
  [PricingMessages.periodUpdated]: 'pricingPeriodUpdated',
  [PricingMessages.holidayAdded]: 'pricingHolidayAdded',
  [PricingMessages.holidayRemoved]: 'pricingHolidayRemoved',
  [BlockingMessages.noneToBlock]: 'blockingNoneToBlock',
  [BlockingMessages.noneBlocked]: 'blockingNoneBlocked',
  [BlockingMessages.blockNotFound]: 'blockingNotFound',
  [BlockingMessages.blocked]: 'blockingBlocked',
  [BlockingMessages.unblocked]: 'blockingUnblocked',
  [ReportMessages.empty]: 'reportsEmpty',
};

/**
 * Refusals with a number the server fills in (`{available}`, `{max}`): the key, and the pattern
 * that reads the number back as the catalogue's `count` (its plural forms).
 */
export const COUNTED_MESSAGE_KEYS: readonly { key: string; pattern: RegExp }[] = [
  { key: 'placesLeft', pattern: /^Only (\d+) place\(s\) left in this slot$/ },
  { key: 'cartFull', pattern: /^A cart holds at most (\d+) slots\. Book this cart first, or use Bulk Booking for more$/ },
  { key: 'cartExtrasFull', pattern: /^A cart holds at most (\d+) add-ons$/ },
  {
    key: 'pastLookback',
    pattern: /^This slot ended more than (\d+) hours ago\. Bookings can be recorded up to \1 hours after a slot ends\.$/,
  },
];

/**
 * Messages with values the server fills into the contract's template (`{currency}`, `{sold}`,
 * a slot list): the key, and the template. The server reads each value back from the English it
 * wrote (templatePattern) and sends them as `codeValues`, so no route changes; the catalogue
 * writes `{{currency}}` where the template writes `{currency}`, and a test keeps them equal.
 * Values stay text (an amount, a name); only a `{count}` is a number, for plurals.
 */
export const FILLED_MESSAGE_KEYS: readonly { key: string; template: string }[] = [
  // Packages, events, coupons and add-ons, and the checkout's and cart's filled messages.
  { key: 'discountTooLow', template: CheckoutMessages.discountTooLow },
  { key: 'holdsDropped', template: CartMessages.holdsDropped },
  { key: 'eventTicketsBelowSold', template: EventMessages.ticketsBelowSold },
  { key: 'eventTicketsLeft', template: EventMessages.soldOut },
  { key: 'addonRentalLimit', template: AddonMessages.rentalLimit },
];

/**
 * A template's pattern: each `{name}` read back as a named group (any text, shortest first, so
 * that "Only {left} {name} left" splits at the first space); a name written twice must match
 * the same text both times.
 */
export function templatePattern(template: string): RegExp {
  const seen = new Set<string>();
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (seen.has(name)) return `\\k<${name}>`;
      seen.add(name);
      return `(?<${name}>.+?)`;
    })
    .join('');
  return new RegExp(`^${source}$`, 's');
}

const FILLED_PATTERNS = FILLED_MESSAGE_KEYS.map(({ key, template }) => ({ key, pattern: templatePattern(template) }));

/** The key and the values of a filled message, or null when it is none of them. */
export function readFilledMessage(text: string): { key: string; values: Record<string, string | number> } | null {
  for (const { key, pattern } of FILLED_PATTERNS) {
    const groups = pattern.exec(text)?.groups;
    if (!groups) continue;
    const values: Record<string, string | number> = { ...groups };
    if (groups.count !== undefined) values.count = Number(groups.count);
    return { key, values };
  }
  return null;
}
