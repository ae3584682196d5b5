import { describe, expect, it } from 'vitest';
import { ruleRefusals } from './rule-refusals';

/** Lints a snippet as if it were the given file. */
const refusals = ruleRefusals('courtdesk/endpoint-paths');

describe('API paths live only in the endpoint table (issue 25 item 5)', { timeout: 30_000 }, () => {
  it('a server route module may not register a route by a path of its own', async () => {
    const code = "declare const app: any; app.post('/carting/clear', {}, async () => ({}));";
    expect(await refusals('server/modules/cart/x.ts', code)).toEqual([expect.stringContaining('Register routes from the endpoint table')]);
    const table = 'declare const app: any, route: any, endpoints: any; route(app, endpoints.cart.clear, { tags: [] }, async () => ({}));';
    expect(await refusals('server/modules/cart/x.ts', table)).toEqual([]);
  });

  it("no '/api/' text in the console or the server, plain or in a template", async () => {
    expect(await refusals('src/lib/x.ts', "export const HEALTH = '/api/public/health';")).toHaveLength(1);
    expect(await refusals('server/plugins/x.ts', 'declare const id: number; export const u = `/api/booking/${id}`;')).toHaveLength(1);
    expect(await refusals('src/lib/x.ts', "export const page = '/calendar';")).toEqual([]);
  });

  it('the console names endpoints: no path of its own to api, apiUrl or openDownload', async () => {
    const calls = [
      "declare const api: any; api.get('/activities');",
      "declare const apiUrl: any; apiUrl('/receipt', { id: 1 });",
      'declare const openDownload: any; openDownload(`/reports/${1}`);',
    ];
    for (const code of calls) expect(await refusals('src/features/reports/x.ts', code), code).toHaveLength(1);
    const named = 'declare const api: any, endpoints: any; api.call(endpoints.catalog.activities);';
    expect(await refusals('src/features/reports/x.ts', named)).toEqual([]);
  });

  it('the endpoint table and the tests are where paths are written', async () => {
    expect(await refusals('contract/endpoints/cart.ts', "export const p = '/api/carting/clear';")).toEqual([]);
    expect(await refusals('tests/api/x.test.ts', "export const p = '/api/carting/clear';")).toEqual([]);
    expect(await refusals('src/lib/x.test.ts', "export const p = '/api/carting/clear';")).toEqual([]);
  });
});
