import { createDb } from '../server/db/client';
const h = await createDb({ dataDir: process.argv[2] });
const mem = process.argv[3];
await h.withConnection(async (conn) => {
  if (mem) await conn.exec(`SET maintenance_work_mem = '${mem}'`);
  const rows = await conn.query<{name:string; def:string}>(`SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def FROM pg_index i WHERE i.indrelid = 'occupancy'::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`);
  for (const r of rows) { let t = Date.now(); await conn.exec(`DROP INDEX ${r.name}`); await conn.exec(r.def); console.log(r.name, Date.now() - t); }
  let t = Date.now();
  await conn.exec('ALTER TABLE occupancy DROP CONSTRAINT occupancy_no_overlap');
  await conn.exec(`ALTER TABLE occupancy ADD CONSTRAINT occupancy_no_overlap EXCLUDE USING gist (lock_key WITH =, during WITH &&) WHERE (exclusive)`);
  console.log('excl', Date.now() - t);
});
await h.close();
