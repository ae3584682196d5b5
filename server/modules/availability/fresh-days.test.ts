import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { FreshDays } from './fresh-days';

/**
 * A database holding only the club's change-log mark. Mark reads wait until released, so a test
 * can see which reads share a mark read and which start after a change.
 */
function markDb() {
  let maxId = 10;
  const pending: (() => void)[] = [];
  let markReads = 0;
  const db = {
    execute: async (query: { queryChunks?: unknown[] }) => {
      const text = JSON.stringify(query.queryChunks ?? '');
      if (text.includes('created_at <')) return { rows: [] };
      markReads++;
      const seenAtStart = maxId;
      await new Promise<void>((r) => pending.push(r));
      return { rows: [{ maxId: seenAtStart, count: seenAtStart, countAboveNext: seenAtStart }] };
    },
  } as unknown as Db;
  const flush = async () => {
    while (pending.length > 0) {
      pending.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { db, flush, markReads: () => markReads, commit: () => (maxId += 1) };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('FreshDays mark reads (ADR 0057)', () => {
  it('serves a burst of reads of one club from about two mark reads, not one per read', async () => {
    const m = markDb();
    const days = new FreshDays(m.db);
    const reads = Array.from({ length: 50 }, () => days.revalidate(1));
    await settle();
    await m.flush();
    await Promise.all(reads);
    expect(m.markReads()).toBe(2);
  });

  it('never answers a read from a mark read that began before it: a change committed meanwhile is seen', async () => {
    const m = markDb();
    const days = new FreshDays(m.db);
    days.cache.invalidateClub = (() => {
      const drop = days.cache.invalidateClub.bind(days.cache);
      return (clubId: number) => {
        dropped.push(m.markReads());
        drop(clubId);
      };
    })();
    const dropped: number[] = [];
    await Promise.all([days.revalidate(1), settle().then(() => m.flush())]);
    dropped.length = 0;

    const first = days.revalidate(1); // its mark read starts now, before the commit
    await settle();
    m.commit(); // a write's reply goes out, then the desk reads again
    const afterCommit = days.revalidate(1);
    await settle();
    await m.flush();
    await Promise.all([first, afterCommit]);
    // The read after the commit waited for a mark read of its own, which saw the change.
    expect(m.markReads()).toBe(3);
    expect(dropped).toEqual([3]);
  });

  it('keeps clubs apart: one club\u2019s reads never wait on another\u2019s', async () => {
    const m = markDb();
    const days = new FreshDays(m.db);
    const reads = [days.revalidate(1), days.revalidate(2)];
    await settle();
    expect(m.markReads()).toBe(2);
    await m.flush();
    await Promise.all(reads);
  });
});
