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
import { bookingMoneyRoutes } from './modules/bookings/money-routes';
import { bookingLifecycleRoutes } from './modules/bookings/lifecycle-routes';
import { documentRoutes } from './modules/documents/routes';
import { marketplaceRoutes } from './modules/marketplace/routes';
import { marketplaceKeyRoutes } from './modules/marketplace/key-routes';

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
  { plugin: bookingMoneyRoutes, prefix: '/api' },
  { plugin: bookingLifecycleRoutes, prefix: '/api' },
  { plugin: documentRoutes, prefix: '/api' },
  { plugin: marketplaceKeyRoutes, prefix: '/api' },
  { plugin: marketplaceRoutes, prefix: '/api/marketplace' },
];
