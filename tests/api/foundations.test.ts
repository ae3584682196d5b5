import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/test-app';
import { getClubSettings, updateClubSettings } from '../../server/modules/club-settings/service';
import { historyOf } from '../../server/modules/history/read';
import { recordHistory } from '../../server/ledger/history';
import { recordTransactions } from '../../server/ledger/money-rows';
import { DEFAULT_CLUB_SETTINGS } from '../../contract/club-settings';

let t: TestApp;
let clubId: number;
beforeAll(async () => {
  t = await createTestApp();
  const r = (await t.db.db.execute(sql`SELECT id FROM clubs ORDER BY id LIMIT 1`)) as unknown as { rows: { id: number }[] };
  clubId = r.rows[0].id;
});
afterAll(() => t.close());

describe('club settings, history and money rows (shared modules)', () => {
  it('a settings change is read back, sent to the console at sign-in, and recorded before → after', async () => {
    const actor = { userId: null, name: 'system' };
    await t.db.db.transaction((tx) => updateClubSettings(tx, clubId, { cartMaxSlots: 50, emailRequired: true }, actor));
    const read = await getClubSettings(t.db.db, clubId);
    expect(read.cartMaxSlots).toBe(50);
    expect(read.refundPolicy).toEqual(DEFAULT_CLUB_SETTINGS.refundPolicy);
    const auth = await t.loginAuth('admin', 'admin123');
    expect(auth.config.cartMaxSlots).toBe(50);
    expect(auth.config.emailRequired).toBe(true);
    const log = (await t.db.db.execute(
      sql`SELECT before, after, actor FROM history WHERE club_id = ${clubId} AND entity = 'settings' ORDER BY id DESC LIMIT 1`,
    )) as unknown as { rows: { before: Record<string, unknown>; after: Record<string, unknown>; actor: string }[] };
    expect(log.rows[0]).toEqual({
      before: { cartMaxSlots: 200, emailRequired: false },
      after: { cartMaxSlots: 50, emailRequired: true },
      actor: 'system',
    });
  });

  it('refuses a settings value the readers could not use', async () => {
    await expect(updateClubSettings(t.db.db, clubId, { cartMaxSlots: 0 }, { userId: null, name: 'system' })).rejects.toThrow();
    expect((await getClubSettings(t.db.db, clubId)).cartMaxSlots).toBe(50);
  });

  it('history of one thing comes back oldest first; a rolled-back change leaves no record', async () => {
    const actor = { userId: null, name: 'desk' };
    await recordHistory(t.db.db, [
      { clubId, entity: 'booking', entityId: 999_001, action: 'remarks', actor, after: { remarks: 'a' } },
      { clubId, entity: 'booking', entityId: 999_001, action: 'payment', actor, after: { amount: 10 } },
    ]);
    await expect(
      t.db.db.transaction(async (tx) => {
        await recordHistory(tx, { clubId, entity: 'booking', entityId: 999_001, action: 'cancel', actor });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const list = await historyOf(t.db.db, clubId, 'booking', 999_001);
    expect(list.map((h) => h.action)).toEqual(['remarks', 'payment']);
    // Database counts can arrive as BigInt: recorded as numbers, never a failed change.
    await recordHistory(t.db.db, {
      clubId,
      entity: 'package',
      entityId: 999_002,
      action: 'update',
      actor,
      before: { sold: 3n, huge: 2n ** 60n },
    });
    expect((await historyOf(t.db.db, clubId, 'package', 999_002))[0].before).toEqual({ sold: 3, huge: '1152921504606846976' });
    expect(await historyOf(t.db.db, clubId + 1000, 'booking', 999_001)).toEqual([]);
  });

  it('money rows are written in one statement and a refund is a negative row of its own', async () => {
    const base = { clubId, type: 5, mode: 1, target: 'member' as const, handler: 'desk', place: 'partner', userId: null };
    const [paid, refund] = await recordTransactions(t.db.db, [
      { ...base, amountMinor: 50_000 },
      { ...base, amountMinor: -20_000, kind: 'refund' },
    ]);
    await t.db.db.execute(sql`UPDATE transactions SET refund_of = ${paid} WHERE id = ${refund}`);
    const r = (await t.db.db.execute(
      sql`SELECT SUM(amount_minor)::int AS held FROM transactions WHERE id IN (${paid}, ${refund})`,
    )) as unknown as { rows: { held: number }[] };
    expect(r.rows[0].held).toBe(30_000);
    await expect(recordTransactions(t.db.db, [{ ...base, amountMinor: 1, target: 'nowhere' as 'court' }])).rejects.toThrow();
  });
});
