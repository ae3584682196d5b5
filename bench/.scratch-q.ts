import { createDb } from '../server/db/client';
const h = await createDb({ dataDir: process.argv[2] });
for (const q of process.argv.slice(3)) {
  for (let i = 0; i < 2; i++) {
  const t = Date.now();
  const r = await h.query(q);
  console.log(Date.now() - t, 'ms');
  if (i === 1) console.log(r.map((x) => Object.values(x).join(' ')).join('\n'));
  }
}
await h.close();
