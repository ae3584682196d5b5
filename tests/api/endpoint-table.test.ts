import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { routeModules } from '../../server/route-modules';
import { createTestApp, type TestApp } from './helpers/test-app';
import { endpointList, endpoints, type ReplyOf, type RequestOf } from '../../contract/endpoint-table';
import type { CartSlotAddRequest, Cart } from '../../contract/cart';

/**
 * The endpoint table of contract/endpoints (ADR 0060) against the server: every route the
 * route modules register, with the feature and access `requires()` put on it and the contract
 * schemas it validates, is one entry of the table, and every entry is a route.
 */
interface Registered {
  method: string;
  path: string;
  feature: number | null;
  access: string | null;
  request: unknown;
  query: unknown;
  reply: unknown;
}

const registered: Registered[] = [];
let t: TestApp;

// Each route module is wrapped so that an onRoute hook sits in its context before its routes:
// the hook sees each route as the module declares it (URL with prefix, config, schemas).
for (const entry of routeModules) {
  const plugin = entry.plugin;
  entry.plugin = async (app: FastifyInstance, options) => {
    app.addHook('onRoute', (route) => {
      const config = (route.config ?? {}) as { feature?: number | null; access?: string };
      const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown; response?: Record<string, unknown> };
      for (const method of [route.method].flat()) {
        // Fastify adds a HEAD beside every GET by itself: it is not an endpoint of its own.
        if (method === 'HEAD') continue;
        registered.push({
          method,
          path: route.url,
          feature: config.feature ?? null,
          access: config.access ?? null,
          request: method === 'GET' ? schema.querystring : schema.body,
          query: method === 'GET' ? undefined : schema.querystring,
          reply: schema.response?.[200],
        });
      }
    });
    await plugin(app, options);
  };
}

beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());

const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

/** Every zod schema contract/ exports, by object: a route's schema found here is a contract one. */
const contractModules = import.meta.glob(['../../contract/*.ts', '!../../contract/*.test.ts', '!../../contract/endpoint-table.ts'], {
  eager: true,
}) as Record<string, Record<string, unknown>>;
const contractSchemas = new Set<unknown>(
  Object.values(contractModules).flatMap((exports) =>
    Object.values(exports).filter((v) => typeof v === 'object' && v !== null && '_zod' in v),
  ),
);

describe('the endpoint table and the server agree (issue 25 item 5, ADR 0060)', () => {
  it('sees the routes the modules register', () => {
    expect(registered.length).toBeGreaterThan(150);
    expect(registered).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/carting/slot/add', feature: 3, access: 'write' }),
    );
  });

  it('every registered route is in the table, and every entry is a registered route', () => {
    const table = new Set(endpointList.map(key));
    const server = new Set(registered.map(key));
    const missingFromTable = [...server].filter((k) => !table.has(k));
    const noSuchRoute = [...table].filter((k) => !server.has(k));
    expect({ missingFromTable, noSuchRoute }).toEqual({ missingFromTable: [], noSuchRoute: [] });
    // Nothing twice: one entry per method and path.
    expect(endpointList.length).toBe(table.size);
    // And the app answers each entry's URL with a route (a route outside the modules would not be seen above).
    for (const entry of endpointList) expect(t.app.hasRoute({ method: entry.method, url: entry.path }), key(entry)).toBe(true);
  });

  it('each entry has the feature and access its route requires', () => {
    const byKey = new Map(registered.map((r) => [key(r), r]));
    const different = endpointList.flatMap((entry) => {
      const route = byKey.get(key(entry));
      if (!route || (route.feature === entry.feature && route.access === entry.access)) return [];
      return [`${key(entry)}: table ${entry.feature}/${entry.access}, server ${route.feature}/${route.access}`];
    });
    expect(different).toEqual([]);
  });

  it('each entry names the contract schemas its route validates with, and only those', () => {
    const byKey = new Map(registered.map((r) => [key(r), r]));
    const contractOnly = (schema: unknown) => (contractSchemas.has(schema) ? schema : undefined);
    const different = endpointList.flatMap((entry) => {
      const route = byKey.get(key(entry));
      if (!route) return [];
      return (['request', 'query', 'reply'] as const)
        .filter((part) => entry[part] !== contractOnly(route[part]))
        .map(
          (part) =>
            `${key(entry)}: ${part} is not the route's ${contractOnly(route[part]) ? 'contract schema' : 'own (non-contract) schema'}`,
        );
    });
    expect(different).toEqual([]);
  });

  it('carries the request and reply types of its schemas', () => {
    expectTypeOf<RequestOf<typeof endpoints.cart.slotAdd>>().toEqualTypeOf<CartSlotAddRequest>();
    expectTypeOf<ReplyOf<typeof endpoints.cart.details>['cart']>().toEqualTypeOf<Cart | undefined>();
    expectTypeOf<RequestOf<typeof endpoints.cart.details>>().toEqualTypeOf<unknown>();
    expect(endpoints.cart.slotAdd.path).toBe('/api/carting/slot/add');
  });
});

// The console's side (ADR 0060, second step): it calls entries (api.call), reads entry.path for
// downloads and streams, and lint refuses any other API path (eslint-rules/endpoint-paths.js),
// so the paths the console uses are the table's by construction.
