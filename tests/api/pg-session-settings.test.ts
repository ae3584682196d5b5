import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());

// ADR 0088: the API's statements are short; PostgreSQL's JIT, on by default, compiled the package
// summary's owed sum for ~300 ms on every call because its cost estimate passed the threshold.
describe('PostgreSQL sessions', () => {
  it.runIf(process.env.DATABASE_URL)('run with JIT off on every pooled connection', async () => {
    const seen = await Promise.all(Array.from({ length: 4 }, () => t.db.query<{ jit: string }>('SHOW jit')));
    expect(seen.flat().map((row) => row.jit)).toEqual(['off', 'off', 'off', 'off']);
  });
});
