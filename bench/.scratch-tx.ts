import { createDb } from '../server/db/client';
const h = await createDb({ dataDir: process.argv[2] });
await h.withConnection(async (c) => {
  await c.exec('BEGIN');
  if (process.argv[3]) await c.exec('CREATE INDEX occupancy_cart_slot_idx ON occupancy (cart_slot_id) WHERE cart_slot_id IS NOT NULL');
  const [cart] = await c.query<{ id: number }>(`INSERT INTO carts (club_id, user_id) VALUES (1, 2) RETURNING id`);
  const [cs] = await c.query<{ id: number }>(`INSERT INTO cart_slots (club_id, cart_id, activity_id, activity_type, court_id, slot_date, slot_time, end_time, unit_price_minor, price_slot_key, hold_expires_at)
    VALUES (1, $1, 1, 0, 1, '2028-01-10', '10:00', '10:30', 100, 'x', now() + interval '10 minutes') RETURNING id`, [cart.id]);
  await c.query(`INSERT INTO occupancy (club_id, court_id, activity_id, lock_key, during, kind, source_court_id, cart_slot_id, expires_at)
    VALUES (1, 1, 1, 'c:1', tsrange('2028-01-10 10:00','2028-01-10 10:30'), 'hold', 1, $1, now() + interval '10 minutes')`, [cs.id]);
  for (const q of [
    `EXPLAIN ANALYZE DELETE FROM occupancy WHERE club_id = 1 AND cart_slot_id IN (SELECT id FROM cart_slots WHERE club_id = 1 AND cart_id = ${cart.id})`,
    `EXPLAIN ANALYZE DELETE FROM cart_slots WHERE cart_id = ${cart.id}`,
  ]) {
    const t = Date.now();
    const r = await c.query(q);
    console.log(Date.now() - t, 'ms\n' + r.map((x) => Object.values(x).join(' ')).join('\n'));
  }
  await c.exec('ROLLBACK');
});
await h.close();
