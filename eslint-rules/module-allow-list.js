/**
 * Which server area may import which (issue 25, ADR 0054). Every other area-to-area import fails
 * lint (eslint-rules/layers.js), and `npm run arch` fails on any cycle, so this list can only
 * hold a one-way order. It is today's graph after the kernel and the ledger moved out: a pair
 * leaves it when the piece it borrows moves to server/core or server/ledger; a new pair needs a
 * reason in review.
 */
export const moduleAllowList = {
  availability: ['live', 'pricing'],
  blocking: ['availability', 'bulk', 'checkout'],
  // fair-use: a reschedule is checked against the limits at its new place (ADR 0078 addendum).
  bookings: ['bulk', 'cart', 'checkout', 'club-settings', 'coupons', 'fair-use', 'history', 'members', 'pricing'],
  // fair-use: a pattern is checked against the limits like a single booking (ADR 0078 addendum).
  bulk: ['availability', 'cart', 'checkout', 'club-settings', 'customers', 'documents', 'fair-use', 'members', 'pricing', 'search'],
  // customers: naming the customer reprices the cart at member prices (issue 30, ADR 0075).
  cart: ['addons', 'customers', 'pricing'],
  'cash-close': ['utilisation'],
  // pricing: the checkout charges the member or guest price by its own customer (ADR 0075).
  // strikes: the checkout flags a customer past the no-show strikes (ADR 0081).
  checkout: ['addons', 'cart', 'coupons', 'customers', 'fair-use', 'members', 'pricing', 'strikes'],
  'club-settings': ['staff'],
  coupons: ['cart'],
  courtside: ['bookings'],
  dashboard: ['utilisation'],
  // bulk, availability: imported bookings are judged with Bulk Booking's slot rules; packages:
  // imported subscriptions go through the packages' one INSERT (issue 31, ADR 0074 addendum).
  'data-import': ['availability', 'bulk', 'members', 'packages'],
  documents: ['checkout', 'club-settings'],
  events: ['bookings', 'club-settings', 'coupons'],
  'fair-use': ['club-settings', 'customers', 'pricing'],
  // fair-use: the desk and the marketplace refuse a booking past an activity's limits (ADR 0078).
  // waitlist: the marketplace adds its customers to the waitlist too (ADR 0080).
  // strikes: the marketplace refuses a customer past the no-show strikes (ADR 0081).
  marketplace: ['bookings', 'events', 'fair-use', 'strikes', 'waitlist'],
  members: ['customers'],
  // strikes: the checkout's customer lookup warns of them before Confirm (ADR 0081).
  customers: ['strikes'],
  packages: ['members'],
  session: ['audit'],
  staff: ['session'],
  // cart: an offer becomes a hold in the desk's cart through the cart's own add (ADR 0080).
  waitlist: ['cart'],
  // club-settings: the strike rule reads the club's one settings object (ADR 0081).
  strikes: ['club-settings'],
};
