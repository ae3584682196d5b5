/**
 * A venue moving in (issue 31): `npx tsx bench/import-members.mts [rows]` makes a CSV of 50,000
 * members (default) with credits and validity, then times, on an in-memory PGlite with the demo
 * club, the dry run, the commit and a re-run of the same file (all unchanged). Prints the figures
 * and the load average, so a slow figure on a busy machine reads as such. Never fails on time.
 */
import { loadavg } from 'node:os';
import { createTestApp } from '../tests/api/helpers/test-app';
import { CSV_TYPE } from '../contract/data-import';

const count = Number(process.argv[2] ?? 50_000);
const year = new Date().getUTCFullYear() + 1;
const lines = ['name,countryCode,mobile,email,gender,address,credits,creditsValidity'];
for (let i = 0; i < count; i++) {
  const mobile = String(7000000000 + i * 7);
  lines.push(
    `Member ${i},+91,${mobile},m${i}@example.com,${'MFO'[i % 3]},"House ${i}, Ring Road",${i % 5 === 0 ? '' : (i % 997) + 0.5},${year}-0${(i % 9) + 1}-15`,
  );
}
const csv = lines.join('\n');
console.log(`${count.toLocaleString('en-IN')} rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB of CSV`);

const t = await createTestApp();
const token = await t.login('admin', 'admin123');
const send = async (label: string, dryRun: 0 | 1) => {
  const started = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/import/members?dryRun=${dryRun}`,
    headers: { ...t.authHeader(token), 'content-type': CSV_TYPE },
    payload: csv,
  });
  const ms = performance.now() - started;
  const body = res.json();
  console.log(
    `${label}: ${(ms / 1000).toFixed(1)} s, totals ${JSON.stringify(body.totals)}, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
};
await send('dry run', 1);
await send('commit', 0);
await send('re-run (unchanged)', 0);
await t.close();
