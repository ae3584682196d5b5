import { i18n } from './i18n';

/** The names the shared inputs give a field themselves, and every field name the contract's rules write (a server 400 names it so). */
const FIELD_NAMES: Record<string, () => string> = {
  Amount: () => i18n.t('server:fieldName.amount'),
  Count: () => i18n.t('server:fieldName.count'),
  Quantity: () => i18n.t('server:fieldName.quantity'),
  Advance: () => i18n.t('server:fieldName.advance'),
  Price: () => i18n.t('server:fieldName.price'),
  Credits: () => i18n.t('server:fieldName.credits'),
  Discount: () => i18n.t('server:fieldName.discount'),
  'Upper limit': () => i18n.t('server:fieldName.upperLimit'),
  'Member limit': () => i18n.t('server:fieldName.memberLimit'),
  'Discount percentage': () => i18n.t('server:fieldName.discountPercentage'),
  'Discount amount': () => i18n.t('server:fieldName.discountAmount'),
  Slot: () => i18n.t('server:fieldName.slot'),
  'Renewal period': () => i18n.t('server:fieldName.renewalPeriod'),
  'Registration fee': () => i18n.t('server:fieldName.registrationFee'),
  'Refund percent': () => i18n.t('server:fieldName.refundPercent'),
  Refund: () => i18n.t('server:fieldName.refund'),
  'Member price': () => i18n.t('server:fieldName.memberPrice'),
  'Member Discount %': () => i18n.t('server:fieldName.memberDiscountPercent'),
  'Max usage count': () => i18n.t('server:fieldName.maxUsage'),
  'Hourly Pricing': () => i18n.t('server:fieldName.hourlyPricing'),
  'Coupon count': () => i18n.t('server:fieldName.couponCount'),
  'Amount paid': () => i18n.t('server:fieldName.amountPaid'),
  'Upcoming bookings per customer': () => i18n.t('server:fieldName.maxUpcoming'),
  'Peak hours per day': () => i18n.t('server:fieldName.peakHoursPerDay'),
  'Peak hours per week': () => i18n.t('server:fieldName.peakHoursPerWeek'),
  'Peak from price per hour': () => i18n.t('server:fieldName.peakFromPrice'),
  'Desk days ahead': () => i18n.t('server:fieldName.deskDaysAhead'),
  'Marketplace days ahead': () => i18n.t('server:fieldName.marketplaceDaysAhead'),
};

/**
 * A field's name in a field rule's refusal, in the language on screen when it is one the
 * catalogue knows; else as given (already translated by its screen). Kept apart from
 * contract-words.ts, which loads the contract's tables: the reply handler (login bundle) needs
 * only this.
 */
export function fieldName(field: string): string {
  return Object.hasOwn(FIELD_NAMES, field) ? FIELD_NAMES[field]() : field;
}
