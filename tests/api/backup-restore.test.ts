import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { userTables, type Queries } from '../../server/db/backup';
import { requestBackup, serveBackups } from '../../server/db/backup-socket';
import { restoreBackup, RestoreRefused } from '../../server/db/restore';
import { bookOne } from './booking-after-fixtures';
import { plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';

/**
 * Issue 26 item 8 (ADR 0070): a backup of the embedded database taken while desks and the
 * marketplace write is consistent: restored into a new data directory, every table holds
 * exactly the rows the source held at the backup point. PostgreSQL is backed up with pg_dump
 * (README), so this file runs on PGlite only.
 */
type Rows = Record<string, string[]>;

/** Every row of every table, as text, in a fixed order. */
async function everyRow(q: Queries): Promise<Rows> {
  const out: Rows = {};
  for (const t of await userTables(q)) {
    out[t.name] = (await q.query<{ r: string }>(`SELECT x::text AS r FROM ${t.quoted} x ORDER BY 1`)).rows.map((row) => row.r);
  }
  return out;
}

const embedded = !process.env.DATABASE_URL;
let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
let work: string;
const date = plainMonday(84);
const log = { info: () => {}, error: () => {} };

const bookings = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings'))[0].n;
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 600 && !(await check()); i++) await new Promise((r) => setTimeout(r, 25));
}

describe.skipIf(!embedded)('backup and restore of the embedded database', () => {
  beforeAll(async () => {
    ({ t, admin, desk, ids } = await setup());
    work = await mkdtemp(path.join(tmpdir(), 'courtdesk-backup-test-'));
  });
  afterAll(async () => {
    await t?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('a backup taken while desks book, pay and recharge restores every table row for row', async () => {
    const key = (await admin.post('/api/club/marketplace/keys', { name: 'Backup day' })).json().key as string;
    const start = await bookings();
    let stop = false;
    const times = Array.from({ length: 14 }, (_, i) => `${String(6 + i).padStart(2, '0')}:00:00`);
    const writers = [
      // Desk bookings with an advance: bookings, slots, court time, money rows, history.
      (async () => {
        for (const time of times) {
          if (stop) break;
          await bookOne(desk, ids, { court: 'Court 1', date, time, advance: 100 });
        }
      })(),
      // Marketplace sales paid online.
      (async () => {
        for (const time of times) {
          if (stop) break;
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/marketplace/bookings',
            headers: { 'x-api-key': key },
            payload: {
              activityId: ids.badminton,
              courtId: ids.courts['Court 2'],
              date,
              time,
              customer: { name: 'Online', mobile: '9812345678' },
              paidAmount: 400,
            },
          });
          expect(res.json().requestStatus).toBe(1);
        }
      })(),
      // Member credits bought at the desk.
      (async () => {
        for (let i = 0; i < 20 && !stop; i++) {
          const res = await admin.post('/api/member/credits/recharge', {
            mobile: '9876543210',
            paidAmount: 50,
            credits: 50,
            transactionData: { type: 5, mode: 1 },
          });
          expect(res.json().requestStatus).toBe(1);
        }
      })(),
    ];
    await until(async () => (await bookings()) >= start + 4);
    const taken = await t.db.backup!(everyRow);
    const atBackup = taken.point!;
    await until(async () => (await bookings()) >= atBackup['public.bookings'].length + 4);
    stop = true;
    await Promise.all(writers);

    // The writes ran on both sides of the backup point.
    const end = await everyRow({ query: async <R>(s: string) => ({ rows: await t.db.query<R>(s) }) });
    expect(atBackup['public.bookings'].length).toBeGreaterThan(start);
    expect(end['public.bookings'].length).toBeGreaterThan(atBackup['public.bookings'].length);
    expect(end['public.transactions'].length).toBeGreaterThan(atBackup['public.transactions'].length);

    const file = path.join(work, 'busy-day.tar.gz');
    await writeFile(file, taken.file);
    const restoredDir = path.join(work, 'restored');
    const counts = await restoreBackup(file, restoredDir);
    expect(counts).toEqual(taken.tables);
    const restored = await PGlite.create({ dataDir: restoredDir, extensions: { btree_gist, pg_trgm } });
    try {
      const got = await everyRow(restored);
      expect(Object.keys(got)).toEqual(Object.keys(atBackup));
      for (const table of Object.keys(atBackup)) expect(got[table], table).toEqual(atBackup[table]);
      expect(got['public.bookings'].length).toBe(taken.tables['public.bookings']);
    } finally {
      await restored.close();
    }
  });

  it('npm run backup reaches the running server over its socket; restore never overwrites a database', async () => {
    const dataDir = path.join(work, 'served');
    const stopServing = await serveBackups(t.db, dataDir, log);
    try {
      // One server per data directory.
      await expect(serveBackups(t.db, dataDir, log)).rejects.toThrow('another Courtdesk server');
      const got = await requestBackup(dataDir);
      expect(got).not.toBeNull();
      const file = path.join(work, 'served.tar.gz');
      await writeFile(file, got!.file);
      const into = path.join(work, 'from-socket');
      expect(await restoreBackup(file, into)).toEqual(got!.tables);
      expect(got!.tables['public.bookings']).toBe(await bookings());

      // A directory that holds anything is refused and left as it was.
      const before = await readdir(into);
      await expect(restoreBackup(file, into)).rejects.toThrow(RestoreRefused);
      await expect(restoreBackup(file, into)).rejects.toThrow('is not empty: restore into a new data directory');
      expect(await readdir(into)).toEqual(before);
      // Not a backup: refused, and no directory is left behind.
      const junk = path.join(work, 'junk.tar.gz');
      await writeFile(junk, 'not a backup');
      await expect(restoreBackup(junk, path.join(work, 'junk-dir'))).rejects.toThrow();
      await expect(readdir(path.join(work, 'junk-dir'))).rejects.toThrow();
    } finally {
      await stopServing();
    }
    // With no server on the directory, the command reads the directory itself.
    expect(await requestBackup(dataDir)).toBeNull();
  });
});
