import { createDb } from '../server/db/client';
import { dayAvailability } from '../server/modules/availability/service';
import { findActivity } from '../server/modules/availability/catalog';
import { availabilityReply } from '../contract/availability';
const h = await createDb({ dataDir: process.argv[2] });
const act = (await findActivity(h.db, 1, 1))!;
for (let i = 0; i < 8; i++) {
  const t0 = performance.now();
  const courts = await dayAvailability(h.db, 1, 2, act, '2026-11-28');
  const t1 = performance.now();
  const body = { requestStatus: 1 as const, activityId: 1, activityType: 0, maxSlotCount: 1, date: '2026-11-28', courts, fetchedAt: new Date().toISOString() };
  const parsed = availabilityReply.parse(body);
  const t2 = performance.now();
  const json = JSON.stringify(parsed);
  const t3 = performance.now();
  console.log(`query+build ${(t1 - t0).toFixed(1)} ms, zod parse ${(t2 - t1).toFixed(1)} ms, stringify ${(t3 - t2).toFixed(1)} ms, ${json.length} bytes`);
}
await h.close();
