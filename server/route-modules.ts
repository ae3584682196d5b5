import type { FastifyPluginAsync } from 'fastify';
import { sessionPublicRoutes } from './modules/session/public-routes';
import { sessionRoutes } from './modules/session/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { systemRoutes } from './modules/system/routes';
import { availabilityRoutes } from './modules/availability/routes';
import { cartRoutes } from './modules/cart/routes';
import { extrasRoutes } from './modules/extras/routes';
import { customerRoutes } from './modules/customers/routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { liveRoutes } from './modules/live/routes';
import { staffRoutes } from './modules/staff/routes';
import { sessionStreamRoutes } from './modules/staff/session-stream';
import { auditRoutes } from './modules/audit/routes';
import { clubSettingsRoutes } from './modules/club-settings/routes';
import { supportPublicRoutes } from './modules/support/routes';
import { bulkRoutes } from './modules/bulk/routes';
import { patternRoutes } from './modules/bulk/pattern-routes';
import { blockingRoutes } from './modules/blocking/routes';
import { searchRoutes } from './modules/search/routes';
import { syncRoutes } from './modules/sync/routes';
import { memberRoutes } from './modules/members/routes';
import { packageRoutes } from './modules/packages/routes';
import { pricingRoutes } from './modules/pricing/routes';
import { couponRoutes } from './modules/coupons/routes';
import { addonRoutes } from './modules/addons/routes';
import { eventRoutes } from './modules/events/routes';
import { bookingMoneyRoutes } from './modules/bookings/money-routes';
import { bookingLifecycleRoutes } from './modules/bookings/lifecycle-routes';
import { documentRoutes } from './modules/documents/routes';
import { marketplaceRoutes } from './modules/marketplace/routes';
import { marketplaceKeyRoutes } from './modules/marketplace/key-routes';
import { courtsideRoutes } from './modules/courtside/routes';
import { utilisationRoutes } from './modules/utilisation/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { cashCloseRoutes } from './modules/cash-close/routes';
import { reportRoutes } from './modules/reports/routes';
import { calendarFeedRoutes } from './modules/calendar-feeds/routes';
import { webhookRoutes } from './modules/webhooks/routes';
import { dataImportRoutes } from './modules/data-import/routes';
import { dataExportRoutes } from './modules/data-export/routes';
import { fairUseRoutes } from './modules/fair-use/routes';
import { waitlistRoutes } from './modules/waitlist/routes';
import { taxRoutes } from './modules/tax/routes';
import { API_PREFIX, MARKETPLACE_PREFIX, PUBLIC_PREFIX, type RoutePrefix } from '../contract/endpoints/prefixes';

/**
 * Every API module, with the prefix it lives under. Add a module with one line here.
 * Controller routes (API_PREFIX) must declare requires(feature, access) — start-up fails otherwise.
 */
export const routeModules: { plugin: FastifyPluginAsync; prefix: RoutePrefix }[] = [
  { plugin: systemRoutes, prefix: PUBLIC_PREFIX },
  { plugin: sessionPublicRoutes, prefix: PUBLIC_PREFIX },
  { plugin: sessionRoutes, prefix: API_PREFIX },
  { plugin: catalogRoutes, prefix: API_PREFIX },
  { plugin: availabilityRoutes, prefix: API_PREFIX },
  { plugin: cartRoutes, prefix: API_PREFIX },
  { plugin: extrasRoutes, prefix: API_PREFIX },
  { plugin: customerRoutes, prefix: API_PREFIX },
  { plugin: checkoutRoutes, prefix: API_PREFIX },
  { plugin: liveRoutes, prefix: API_PREFIX },
  { plugin: staffRoutes, prefix: API_PREFIX },
  { plugin: sessionStreamRoutes, prefix: API_PREFIX },
  { plugin: auditRoutes, prefix: API_PREFIX },
  { plugin: clubSettingsRoutes, prefix: API_PREFIX },
  { plugin: supportPublicRoutes, prefix: PUBLIC_PREFIX },
  { plugin: bulkRoutes, prefix: API_PREFIX },
  { plugin: patternRoutes, prefix: API_PREFIX },
  { plugin: blockingRoutes, prefix: API_PREFIX },
  { plugin: searchRoutes, prefix: API_PREFIX },
  { plugin: syncRoutes, prefix: API_PREFIX },
  { plugin: memberRoutes, prefix: API_PREFIX },
  { plugin: packageRoutes, prefix: API_PREFIX },
  { plugin: pricingRoutes, prefix: API_PREFIX },
  { plugin: couponRoutes, prefix: API_PREFIX },
  { plugin: addonRoutes, prefix: API_PREFIX },
  { plugin: eventRoutes, prefix: API_PREFIX },
  { plugin: bookingMoneyRoutes, prefix: API_PREFIX },
  { plugin: bookingLifecycleRoutes, prefix: API_PREFIX },
  { plugin: documentRoutes, prefix: API_PREFIX },
  { plugin: marketplaceKeyRoutes, prefix: API_PREFIX },
  { plugin: reportRoutes, prefix: API_PREFIX },
  { plugin: marketplaceRoutes, prefix: MARKETPLACE_PREFIX },
  { plugin: courtsideRoutes, prefix: API_PREFIX },
  { plugin: utilisationRoutes, prefix: API_PREFIX },
  { plugin: dashboardRoutes, prefix: API_PREFIX },
  { plugin: cashCloseRoutes, prefix: API_PREFIX },
  { plugin: calendarFeedRoutes, prefix: API_PREFIX },
  { plugin: webhookRoutes, prefix: API_PREFIX },
  { plugin: dataImportRoutes, prefix: API_PREFIX },
  { plugin: dataExportRoutes, prefix: API_PREFIX },
  { plugin: fairUseRoutes, prefix: API_PREFIX },
  { plugin: waitlistRoutes, prefix: API_PREFIX },
  { plugin: taxRoutes, prefix: API_PREFIX },
];
