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

/**
 * Every API module, with the prefix it lives under. Add a module with one line here.
 * Controller routes ('/api') must declare requires(feature, access) — start-up fails otherwise.
 */
export const routeModules: { plugin: FastifyPluginAsync; prefix: '/api' | '/api/public' | '/api/marketplace' }[] = [
  { plugin: systemRoutes, prefix: '/api/public' },
  { plugin: sessionPublicRoutes, prefix: '/api/public' },
  { plugin: sessionRoutes, prefix: '/api' },
  { plugin: catalogRoutes, prefix: '/api' },
  { plugin: availabilityRoutes, prefix: '/api' },
  { plugin: cartRoutes, prefix: '/api' },
  { plugin: extrasRoutes, prefix: '/api' },
  { plugin: customerRoutes, prefix: '/api' },
  { plugin: checkoutRoutes, prefix: '/api' },
  { plugin: liveRoutes, prefix: '/api' },
  { plugin: staffRoutes, prefix: '/api' },
  { plugin: sessionStreamRoutes, prefix: '/api' },
  { plugin: auditRoutes, prefix: '/api' },
  { plugin: clubSettingsRoutes, prefix: '/api' },
  { plugin: supportPublicRoutes, prefix: '/api/public' },
  { plugin: bulkRoutes, prefix: '/api' },
  { plugin: patternRoutes, prefix: '/api' },
  { plugin: blockingRoutes, prefix: '/api' },
  { plugin: searchRoutes, prefix: '/api' },
  { plugin: syncRoutes, prefix: '/api' },
  { plugin: memberRoutes, prefix: '/api' },
  { plugin: packageRoutes, prefix: '/api' },
  { plugin: pricingRoutes, prefix: '/api' },
  { plugin: couponRoutes, prefix: '/api' },
  { plugin: addonRoutes, prefix: '/api' },
  { plugin: eventRoutes, prefix: '/api' },
  { plugin: bookingMoneyRoutes, prefix: '/api' },
  { plugin: bookingLifecycleRoutes, prefix: '/api' },
  { plugin: documentRoutes, prefix: '/api' },
  { plugin: marketplaceKeyRoutes, prefix: '/api' },
  { plugin: reportRoutes, prefix: '/api' },
  { plugin: marketplaceRoutes, prefix: '/api/marketplace' },
  { plugin: courtsideRoutes, prefix: '/api' },
  { plugin: utilisationRoutes, prefix: '/api' },
  { plugin: dashboardRoutes, prefix: '/api' },
  { plugin: cashCloseRoutes, prefix: '/api' },
];
