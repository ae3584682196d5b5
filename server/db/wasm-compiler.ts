import v8 from 'node:v8';

/**
 * The embedded database's WebAssembly compiled by V8's optimizing compiler only (ADR 0091).
 * By default V8 first compiles each function with its baseline compiler (Liftoff), then
 * recompiles the hot ones in background threads: a fresh process runs PGlite slowly for its
 * first few hundred queries, keeps two copies of the hot code, and the background threads'
 * C-library arenas stay resident. `--no-liftoff` compiles a function once, optimized, on its
 * first call. Measured on the bench's PGlite dataset: idle memory 300–334 → 254–267 MB, a
 * day's read 36 → 26–32 ms; the price is a slower first call of each function, which the
 * start's warming (warm-days.ts) pays before desks arrive. Must run before PGlite compiles its
 * module; `PGLITE_LIFTOFF=1` keeps V8's default.
 */
export function compileWasmOptimizedOnly(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.PGLITE_LIFTOFF === '1') return false;
  v8.setFlagsFromString('--no-liftoff');
  return true;
}
