import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DbHandle } from './db/client';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { addMessageCodes } from './plugins/message-codes';
import { clientErrorHandler, frameworkErrorHandler, inputGuardPlugin } from './plugins/input-guard';
import { authPlugin } from './plugins/auth';
import { staticPlugin } from './plugins/static';
import { securityHeadersPlugin } from './plugins/security-headers';
import { safeLoggerOptions } from './plugins/logging';
import { resolveSettings, type AppSettings, type SettingsOverrides } from './core/settings';
import { routeModules } from './route-modules';
import { DOCS_PREFIX, ICAL_PREFIX } from '../contract/endpoints/prefixes';
import { icalRoutes } from './modules/calendar-feeds/ical-routes';

declare module 'fastify' {
  interface FastifyInstance {
    settings: AppSettings;
  }
}

export interface AppOptions {
  db: DbHandle;
  /** Fastify/pino logger options; false (default) keeps tests quiet. */
  logger?: FastifyServerOptions['logger'];
  /** Built console (dist/) to serve with SPA fallback; omitted in API tests. */
  staticDir?: string;
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For (login rate limit). */
  trustProxy?: boolean;
  settings?: SettingsOverrides;
}

function withFeature<T extends { schema: unknown }>(
  out: T,
  config: { feature?: unknown; access?: unknown; public?: unknown } | undefined,
): T {
  if (!config?.access || config.public) return out;
  return { ...out, schema: { ...(out.schema as object), 'x-feature': config.feature ?? null, 'x-access': config.access } };
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Request logs never carry the live stream's ?token= nor Authorization headers.
    logger: safeLoggerOptions(opts.logger),
    trustProxy: opts.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('settings', resolveSettings(opts.settings));

  // First, so every reply (routes, errors, 404s, the console's files, the docs) carries them.
  await app.register(securityHeadersPlugin);
  await app.register(dbPlugin, { handle: opts.db });
  await app.register(errorsPlugin);
  addMessageCodes(app);
  await app.register(inputGuardPlugin);
  await app.register(authPlugin);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Courtdesk API',
        version: '0.1.0',
        description: 'Partner console API. Controller calls need Authorization: Bearer <token>.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // /api/marketplace/*: the provider's per-club API key.
          marketplaceKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
      security: [{ bearer: [] }],
    },
    // Each operation names its feature and access (x-feature, x-access): the permission sweep reads them.
    transform: (input) =>
      withFeature(jsonSchemaTransform(input), input.route.config as { feature?: unknown; access?: unknown; public?: unknown } | undefined),
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });

  // The API's JSON replies over 1 KB go br/gzip when the client accepts it (ADR 0023), inside
  // this context only: the console's files have pre-compressed siblings (staticPlugin). The
  // calendar day sends its own compressed bytes (Content-Encoding set, so compress leaves them
  // alone); the live stream is hijacked and never passes through here.
  await app.register(async (api) => {
    await api.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    for (const { plugin, prefix } of routeModules) await api.register(plugin, { prefix });
    // Calendar feeds sign in by the token in their path, outside /api (ADR 0073).
    await api.register(icalRoutes, { prefix: ICAL_PREFIX });
  });

  await app.register(staticPlugin, { staticDir: opts.staticDir });
  return app;
}
