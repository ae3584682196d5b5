// Bundles the API into dist-server/ for `npm start` (ADR 0043): run under tsx, the server
// held ~90 MB more resident memory (every module's transpiled source and source map) and
// compiled ~300 files at each start. Packages stay in node_modules, imported as they are.
// Run after `vite build` (npm run build does both): node scripts/build-server.mjs
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const OUT = 'dist-server';

await rm(OUT, { recursive: true, force: true });
await build({
  // The worker sits beside main.mjs, where master-xlsx.ts looks for it (new URL(…, import.meta.url)).
  entryPoints: { main: 'server/main.ts', 'master-xlsx-worker': 'server/modules/reports/master-xlsx-worker.ts' },
  outdir: OUT,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// migrate.ts reads ./migrations beside its own file: in the bundle, beside main.mjs.
await cp('server/db/migrations', `${OUT}/migrations`, { recursive: true });
// pdf.ts reads the vendored Devanagari font from ./fonts beside its own file (ADR 0087).
await cp('server/lib/fonts', `${OUT}/fonts`, { recursive: true });
console.log(`server bundled into ${OUT}/`);
