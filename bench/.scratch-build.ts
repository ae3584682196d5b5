import { createDb } from '../server/db/client';
import { buildDataset } from './dataset/build';
const dir = process.argv[2];
const t = Date.now();
const h = await createDb(dir.startsWith('postgres') ? { databaseUrl: dir } : { dataDir: dir });
console.log('open', Date.now() - t);
const s = await buildDataset(h, (l) => console.log(new Date().toISOString().slice(11,19), l));
console.log(s);
await h.close();
