import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { routeModules } from '../../server/route-modules';
import { createTestApp, type TestApp } from './helpers/test-app';
import { findConsoleApiPaths, matchesRoute } from './helpers/console-api-paths';
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

describe('every path the console calls is in the table', () => {
  const { found, unresolved } = findConsoleApiPaths(process.cwd());
  const paths = endpointList.map((e) => e.path);

  it('reads the path of every API call in src/', () => {
    expect(found.length).toBeGreaterThan(100);
    expect(unresolved).toEqual([]);
  });

  it('finds each one among the endpoints', () => {
    const show = (parts: (string | null)[]) => parts.map((p) => p ?? '${…}').join('');
    const unknown = [...new Set(found.filter((f) => !matchesRoute(f.parts, paths)).map((f) => `${f.at} ${show(f.parts)}`))];
    expect(unknown).toEqual([]);
  });
});

describe('the console path reader', () => {
  // A small console of its own: a wrapper of a wrapper, a ternary, a template with an id, a
  // stream, a path it cannot read, and a path that is no route.
  const root = mkdtempSync(join(tmpdir(), 'console-paths-'));
  mkdirSync(join(root, 'src', 'feature'), { recursive: true });
  writeFileSync(
    join(root, 'src', 'feature', 'calls.ts'),
    `import { api } from '../client';
export function write(path: string, body: object) { return api.post(path, body); }
const quietly = (where: string) => write(where, {});
const itemPath = (id: number) => \`/items/\${id}/detail\`;
export function run(flag: boolean, id: number, token: string, pick: () => string) {
  quietly('/known/one');
  write('/not/there', {});
  api.get(itemPath(id));
  api.get(flag ? '/known/one' : '/known/two', { flag });
  api.get(pick());
  return new EventSource(\`/api/live?token=\${token}\`);
}
`,
  );
  writeFileSync(join(root, 'src', 'feature', 'calls.test.ts'), "api.get('/only/in/a/test');\n");
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const { found, unresolved } = findConsoleApiPaths(root);
  const text = found.map((f) => f.parts.map((p) => p ?? '*').join(''));

  it('follows wrappers, helpers and both branches; skips tests; reports what it cannot read', () => {
    expect(new Set(text)).toEqual(new Set(['/known/one', '/not/there', '/items/*/detail', '/known/two', '/api/live?token=*']));
    expect(unresolved).toEqual(['src/feature/calls.ts:10 pick()']);
  });

  it('matches a path to the table: ids stand for any text, the query string is left out', () => {
    const table = ['/api/known/one', '/api/known/two', '/api/items/7/detail', '/api/live'];
    const missing = found.filter((f) => !matchesRoute(f.parts, table)).map((f) => f.parts.join(''));
    expect(missing).toEqual(['/not/there']);
    expect(matchesRoute(['/known/one'], ['/api/known/onex'])).toBe(false);
    expect(matchesRoute(['/known/one?x=1'], ['/api/known/one'])).toBe(true);
  });
});
