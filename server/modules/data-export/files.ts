import { sql, type SQL } from 'drizzle-orm';

/**
 * The files of "Export everything" (issue 31), each a club's rows of one table. Columns are the
 * table's own (read from the schema, so a new column is exported without a change here), less
 * the ones that are secrets or bookkeeping. members.csv is shaped for the importer instead.
 */
export interface ExportFile {
  file: string;
  about: string;
  table: string;
  /** Rows of the club: a condition on `t` (the table). */
  where?: (clubId: number) => SQL;
}

export const SECRET_COLUMNS = new Set(['pin_hash', 'password_hash', 'token_hash', 'key_hash', 'sync_tick', 'sync_xid', 'checkin_secret']);

export const TABLE_FILES: ExportFile[] = [
  {
    file: 'credit-ledger.csv',
    about: 'Every credits movement of every member; a member’s credits are the sum of amount_minor.',
    table: 'member_credit_entries',
  },
  { file: 'customers.csv', about: 'Non-members who booked.', table: 'customers' },
  { file: 'bookings.csv', about: 'Bookings: date, activity, times, party, money in minor units (paise), status.', table: 'bookings' },
  { file: 'booking-slots.csv', about: 'The court slots of each booking.', table: 'booking_slots' },
  { file: 'booking-extras.csv', about: 'Add-ons sold with bookings.', table: 'booking_extras' },
  { file: 'patterns.csv', about: 'Bulk (pattern) bookings; their occurrences are bookings with pattern_id.', table: 'pattern_bookings' },
  { file: 'pattern-extras.csv', about: 'Add-ons of pattern bookings.', table: 'pattern_extras' },
  { file: 'blocks.csv', about: 'Blocked court time.', table: 'blocks' },
  {
    file: 'money-rows.csv',
    about: 'Every money movement (payments positive, refunds negative), amount_minor in paise.',
    table: 'transactions',
  },
  { file: 'packages.csv', about: 'Membership packages.', table: 'membership_packages' },
  { file: 'subscriptions.csv', about: 'Members’ package subscriptions.', table: 'member_subscriptions' },
  { file: 'coupons.csv', about: 'Coupon definitions.', table: 'coupon_details' },
  { file: 'coupon-codes.csv', about: 'Coupon codes and their use.', table: 'coupon_codes' },
  { file: 'coupon-redemptions.csv', about: 'Each use of a coupon.', table: 'coupon_redemptions' },
  { file: 'events.csv', about: 'Events.', table: 'events' },
  { file: 'event-categories.csv', about: 'Event categories (passes).', table: 'event_categories' },
  { file: 'event-sub-categories.csv', about: 'Event sub-categories.', table: 'event_sub_categories' },
  { file: 'event-registrations.csv', about: 'Registrations for events.', table: 'event_registrations' },
  { file: 'activities.csv', about: 'Activities (sports).', table: 'activities' },
  { file: 'courts.csv', about: 'Courts of each activity.', table: 'courts' },
  { file: 'price-classes.csv', about: 'Price classes.', table: 'price_classes' },
  { file: 'pricing-rules.csv', about: 'Pricing per class: regular, holiday, special periods.', table: 'pricing_rules' },
  {
    file: 'price-slots.csv',
    about: 'Prices per time range of each pricing rule (price_minor in paise, volume discounts).',
    table: 'price_slots',
    where: (clubId) => sql`t.rule_id IN (SELECT id FROM pricing_rules WHERE club_id = ${clubId})`,
  },
  { file: 'holidays.csv', about: 'Holiday dates (holiday pricing).', table: 'holidays' },
  { file: 'add-ons.csv', about: 'Add-ons configuration.', table: 'club_extras' },
  { file: 'staff-permissions.csv', about: 'What each staff member may do, per feature.', table: 'user_permissions' },
  { file: 'cash-closes.csv', about: 'Cash closes of the desk.', table: 'cash_closes' },
  { file: 'history.csv', about: 'Who changed what, when (before and after as JSON).', table: 'history' },
];
