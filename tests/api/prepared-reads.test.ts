import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedRows, sqlLiteral } from '../../server/db/prepared';
import { rows } from '../../server/db/rows';
import { createTestApp, type TestApp } from './helpers/test-app';

/** ADR 0103: a hot read through a kept plan returns what the ordinary read returns, on either driver. */
let t: TestApp;
const NAMES = ["O'Brien", "back\\slash \\' quote", "x'); DROP TABLE prepared_probe; --", "E'\\x41'", 'नमस्ते ₹', ''];

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  await rows(
    t.db.db,
    sql`CREATE TABLE prepared_probe (id int PRIMARY KEY, name text NOT NULL, day date, at timestamptz, amount bigint, note text)`,
  );
  for (const [i, name] of NAMES.entries()) {
    await rows(
      t.db.db,
      sql`INSERT INTO prepared_probe VALUES (${i + 1}, ${name}, ${'2026-11-29'}, ${'2026-11-29T10:15:00Z'}, ${5_000_000_000 + i}, ${i % 2 ? null : 'n'})`,
    );
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const byName = (name: string, minId: number): SQL =>
  sql`SELECT id, name, day, at, amount, note FROM prepared_probe WHERE name = ${name} AND id >= ${minId} ORDER BY id`;

/** The statements this connection keeps (PGlite has one connection; a pool's are per connection). */
async function kept(text: string) {
  return rows<{ name: string; generic_plans: number }>(
    t.db.db,
    sql`SELECT name, generic_plans::int AS generic_plans FROM pg_prepared_statements WHERE statement LIKE ${`%${text}%`}`,
  );
}

describe('prepared reads (ADR 0103)', () => {
  it('return the rows the ordinary read returns, every value read as the value it is', async () => {
    for (const name of NAMES) {
      const ordinary = await rows(t.db.db, byName(name, 1));
      const prepared = await preparedRows(t.db, byName(name, 1));
      expect(prepared).toEqual(ordinary);
      expect(prepared).toHaveLength(1);
      expect(prepared[0]).toMatchObject({ name, day: '2026-11-29', amount: expect.any(Number) });
      expect(typeof (prepared[0] as { at: unknown }).at).toBe('string');
    }
    expect(await preparedRows(t.db, byName(NAMES[0], 2))).toEqual([]);
    // The text that looked like a statement was only a value: the table is still there.
    expect(await rows(t.db.db, sql`SELECT count(*)::int AS n FROM prepared_probe`)).toEqual([{ n: NAMES.length }]);
  });

  // A pool's statements are per connection, so only the embedded database's one connection shows them all.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'plan a text once and then run the kept plan (embedded database: one connection)',
    async () => {
      for (let i = 0; i < 8; i++)
        await preparedRows(t.db, sql`SELECT id FROM prepared_probe WHERE id = ${(i % 3) + 1} AND name <> ${'kept-plan'}`);
      const [statement, ...more] = await kept('name <> $2');
      expect(more).toEqual([]);
      expect(statement.generic_plans).toBeGreaterThan(0);
    },
  );

  it('prepare a text once when its first calls arrive together', async () => {
    const query = () => sql`SELECT id FROM prepared_probe WHERE id <= ${3} AND note IS NOT DISTINCT FROM ${null} ORDER BY id`;
    const all = await Promise.all(Array.from({ length: 6 }, () => preparedRows<{ id: number }>(t.db, query())));
    for (const result of all) expect(result).toEqual([{ id: 2 }]);
    if (t.db.kind === 'pglite') expect(await kept('note IS NOT DISTINCT FROM $2')).toHaveLength(1);
  });

  it('run values that are not text or numbers as an ordinary statement, with the same rows', async () => {
    const query = sql`SELECT id FROM prepared_probe WHERE (${true} OR id = 0) AND at < ${new Date('2027-01-01T00:00:00Z')} ORDER BY id LIMIT 2`;
    expect(await preparedRows(t.db, query)).toEqual(await rows(t.db.db, query));
    expect(await preparedRows(t.db, query)).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('refuse a text that does not prepare each time it is asked, and serve the next text', async () => {
    const broken = sql`SELECT no_such_column FROM prepared_probe WHERE id = ${1}`;
    await expect(preparedRows(t.db, broken)).rejects.toThrow(/no_such_column/);
    await expect(preparedRows(t.db, broken)).rejects.toThrow(/no_such_column/);
    expect(await preparedRows(t.db, sql`SELECT name FROM prepared_probe WHERE id = ${1}`)).toEqual([{ name: NAMES[0] }]);
  });
});

describe('sqlLiteral', () => {
  it('writes text and finite numbers as untyped literals with every quote and backslash doubled', () => {
    expect(sqlLiteral("O'Brien")).toBe("E'O''Brien'");
    expect(sqlLiteral('a\\b')).toBe("E'a\\\\b'");
    expect(sqlLiteral(-2.5)).toBe("E'-2.5'");
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(undefined)).toBe('NULL');
  });

  it('writes nothing for other values, which then run as ordinary parameters', () => {
    for (const other of [true, Number.NaN, Number.POSITIVE_INFINITY, new Date(), [1], { a: 1 }, 1n, 'nul\u0000byte']) {
      expect(sqlLiteral(other)).toBeUndefined();
    }
  });
});
