/** Feature ids of DESIGN.md; every route declares one of these and the access it needs. */
export const Feature = {
  dashboard: 2,
  bookingCalendar: 3,
  bulkBooking: 4,
  blockSlots: 5,
  findBookings: 6,
  bookingPayments: 7,
  rescheduleCheckin: 8,
  members: 9,
  memberCredits: 10,
  membershipPackages: 11,
  coupons: 12,
  pricing: 13,
  addons: 14,
  events: 15,
  reports: 16,
  utilisation: 17,
  staff: 18,
  clubSettings: 19,
} as const;
export type FeatureId = (typeof Feature)[keyof typeof Feature];

export const FEATURE_NAMES: Record<FeatureId, string> = {
  2: 'Dashboard',
  3: 'Booking Calendar',
  4: 'Bulk Booking',
  5: 'Block and Unblock Slots',
  6: 'Find Bookings',
  7: 'Booking Payments and Cancellations',
  8: 'Reschedule, Check-in and No-show',
  9: 'Members',
  10: 'Member Credits and PIN',
  11: 'Membership Packages',
  12: 'Coupons',
  13: 'Pricing and Holidays',
  14: 'Add-ons Configuration',
  15: 'Events and Passes',
  16: 'Reports',
  17: 'Utilisation',
  18: 'Staff Management',
  19: 'Club Settings and Sync Availability',
};

export type Access = 'read' | 'write';
