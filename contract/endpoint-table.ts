import type { Endpoint } from './endpoints/endpoint';
import { systemEndpoints } from './endpoints/system';
import { sessionEndpoints } from './endpoints/session';
import { catalogEndpoints } from './endpoints/catalog';
import { availabilityEndpoints } from './endpoints/availability';
import { cartEndpoints } from './endpoints/cart';
import { extrasEndpoints } from './endpoints/extras';
import { customersEndpoints } from './endpoints/customers';
import { checkoutEndpoints } from './endpoints/checkout';
import { liveEndpoints } from './endpoints/live';
import { staffEndpoints } from './endpoints/staff';
import { auditEndpoints } from './endpoints/audit';
import { clubSettingsEndpoints } from './endpoints/club-settings';
import { supportEndpoints } from './endpoints/support';
import { bulkEndpoints } from './endpoints/bulk';
import { blockingEndpoints } from './endpoints/blocking';
import { searchEndpoints } from './endpoints/search';
import { syncEndpoints } from './endpoints/sync';
import { membersEndpoints } from './endpoints/members';
import { packagesEndpoints } from './endpoints/packages';
import { pricingEndpoints } from './endpoints/pricing';
import { couponsEndpoints } from './endpoints/coupons';
import { addonsEndpoints } from './endpoints/addons';
import { eventsEndpoints } from './endpoints/events';
import { bookingsEndpoints } from './endpoints/bookings';
import { documentsEndpoints } from './endpoints/documents';
import { marketplaceEndpoints } from './endpoints/marketplace';
import { reportsEndpoints } from './endpoints/reports';
import { courtsideEndpoints } from './endpoints/courtside';
import { utilisationEndpoints } from './endpoints/utilisation';
import { dashboardEndpoints } from './endpoints/dashboard';
import { cashCloseEndpoints } from './endpoints/cash-close';
import { calendarFeedsEndpoints } from './endpoints/calendar-feeds';
import { webhooksEndpoints } from './endpoints/webhooks';
import { dataEndpoints } from './endpoints/data';
import { fairUseEndpoints } from './endpoints/fair-use';
import { waitlistEndpoints } from './endpoints/waitlist';
import { taxEndpoints } from './endpoints/tax';

export type { Endpoint, Method, QueryOf, ReplyOf, RequestOf } from './endpoints/endpoint';

/**
 * Every route the API registers, by area (one area per server module folder): method, path,
 * feature and access, and the contract schemas of its request and reply. The server is checked
 * against it route by route (tests/api/endpoint-table.test.ts); ADR 0060 says what comes next.
 */
export const endpoints = {
  system: systemEndpoints,
  session: sessionEndpoints,
  catalog: catalogEndpoints,
  availability: availabilityEndpoints,
  cart: cartEndpoints,
  extras: extrasEndpoints,
  customers: customersEndpoints,
  checkout: checkoutEndpoints,
  live: liveEndpoints,
  staff: staffEndpoints,
  audit: auditEndpoints,
  clubSettings: clubSettingsEndpoints,
  support: supportEndpoints,
  bulk: bulkEndpoints,
  blocking: blockingEndpoints,
  search: searchEndpoints,
  sync: syncEndpoints,
  members: membersEndpoints,
  packages: packagesEndpoints,
  pricing: pricingEndpoints,
  coupons: couponsEndpoints,
  addons: addonsEndpoints,
  events: eventsEndpoints,
  bookings: bookingsEndpoints,
  documents: documentsEndpoints,
  marketplace: marketplaceEndpoints,
  reports: reportsEndpoints,
  courtside: courtsideEndpoints,
  utilisation: utilisationEndpoints,
  dashboard: dashboardEndpoints,
  cashClose: cashCloseEndpoints,
  calendarFeeds: calendarFeedsEndpoints,
  webhooks: webhooksEndpoints,
  data: dataEndpoints,
  fairUse: fairUseEndpoints,
  waitlist: waitlistEndpoints,
  tax: taxEndpoints,
};

/** The same entries as one list, for checks that walk them all. */
export const endpointList: readonly Endpoint[] = Object.values(endpoints).flatMap((area) => Object.values(area) as Endpoint[]);
