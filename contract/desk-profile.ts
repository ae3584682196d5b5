import { FEATURE_NAMES, type FeatureId } from './features';

export type AccessLevel = 'none' | 'read' | 'write';

/**
 * What a new desk person starts with, feature by feature (docs/adr/0050-desk-profile.md). Spec 3
 * fixes the feature set (2–19), not the levels: a desk sells, takes money for and runs bookings;
 * what a club sells, at what price, its figures and its staff stay with the admins, who widen a
 * person in Manage Permission. Add Desk Person and the demo `desk` use this one table.
 */
export const DESK_PROFILE: Readonly<Record<FeatureId, AccessLevel>> = {
  2: 'none', // Dashboard: the club's takings and trends
  3: 'write', // Booking Calendar: cart, checkout (credits with the member's PIN, coupons)
  4: 'write', // Bulk Booking: a regular's weekly slot is booked at the desk
  5: 'read', // Block and Unblock Slots: sees why a court is off; taking courts out of sale is not the desk's
  6: 'read', // Find Bookings: search has no writes of its own
  7: 'write', // Booking Payments and Cancellations: Pay Now, add-ons, cancel and refund
  8: 'write', // Reschedule, Check-in and No-show: Courtside
  9: 'read', // Members: looks up members; registering and editing stay with admins
  10: 'read', // Member Credits and PIN: sees balances; recharge, validity and PINs stay with admins
  11: 'none', // Membership Packages
  12: 'none', // Coupons (applying a code at checkout is Booking Calendar)
  13: 'none', // Pricing and Holidays
  14: 'none', // Add-ons Configuration (renting add-ons at checkout is Booking Calendar)
  15: 'none', // Events and Passes
  16: 'none', // Reports
  17: 'none', // Utilisation
  18: 'none', // Staff Management
  19: 'none', // Club Settings and Sync Availability
};

/** The profile as permission grants (features at none have no row). */
export function deskProfileGrants(): { featureId: FeatureId; write: boolean }[] {
  return (Object.entries(DESK_PROFILE) as [string, AccessLevel][])
    .filter(([, level]) => level !== 'none')
    .map(([id, level]) => ({ featureId: Number(id) as FeatureId, write: level === 'write' }));
}

/** The profile in words, for the console: names of the features at each level (the console passes its own names, in the language on screen). */
export function deskProfileByLevel(
  name: (id: FeatureId) => string = (id) => FEATURE_NAMES[id],
): Record<Exclude<AccessLevel, 'none'>, string[]> {
  const out: Record<'read' | 'write', string[]> = { read: [], write: [] };
  for (const [id, level] of Object.entries(DESK_PROFILE) as [string, AccessLevel][]) {
    if (level !== 'none') out[level].push(name(Number(id) as FeatureId));
  }
  return out;
}
