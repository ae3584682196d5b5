import { createDb } from '../server/db/client';
import { startPrivatePostgres } from './dataset/postgres';
import { buildDataset } from './dataset/build';
const pg = await startPrivatePostgres(console.log);
try {
  const h = await createDb({ databaseUrl: pg.url, poolSize: 1 });
  console.log(await buildDataset(h, (l) => console.log(new Date().toISOString().slice(11, 19), l)));
  await h.close();
} finally { await pg.stop(); }
