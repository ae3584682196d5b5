import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve('dist');
/**
 * Issue 33: JS + CSS (gzip) a person downloads before the login screen is usable, captcha
 * included. login-weight.test.ts fails a build that goes over it.
 */
export const LOGIN_AIM_KB = 150;
/**
 * What the size test holds the login screen to: the aim itself, met since the captcha became a
 * plain box over ALTCHA's solver (136.6 KB, ADR 0086). It only ever moves down.
 */
export const LOGIN_BUDGET_KB = 150;
/** What the console build depends on: a change in any of these makes dist/ stale. */
const SOURCES = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'contract', 'package.json'];
/**
 * Lazy chunks the login screen renders at once and a person needs before signing in: the
 * captcha widget, which the login form loads on demand. Matched on Vite's chunk names, which
 * follow the module file names.
 */
const LOGIN_LAZY = /^captcha/i;

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Builds the console when dist/ is missing or older than its sources. Returns a note. */
export function ensureConsoleBuild(log: (l: string) => void): string {
  const index = path.join(DIST, 'index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.resolve(s))));
  if (built && built >= sources) return 'dist/ is up to date';
  log(built ? 'dist/ is older than src/: running npx vite build' : 'no dist/: running npx vite build');
  const res = spawnSync('npx', ['vite', 'build'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (res.status !== 0) {
    const tail = `${res.stdout ?? ''}\n${res.stderr ?? ''}`.trim().split('\n').slice(-15).join('\n');
    throw new Error(`npx vite build failed (exit ${res.status}):\n${tail}`);
  }
  return 'built with npx vite build';
}

interface Asset {
  file: string;
  raw: number;
  gzip: number;
}

/** Static imports of a built ES module chunk: `import"./x.js"` and `import{…}from"./x.js"`, not `import("./x.js")`. */
export function staticImports(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[^'"();]*?\sfrom\s*|[^'"();]*?from)?\s*["']([^"']+\.js)["']/g)) out.push(m[1]);
  return out;
}

/**
 * Dependencies Vite preloads with each dynamic import of a chunk: the code reads
 * `import("./x.js"), __vite__mapDeps([0, 4])` with the file list in `m.f = ["assets/…", …]`.
 */
export function dynamicImportDeps(code: string): Map<string, string[]> {
  const list = /m\.f=\[([^\]]*)\]/.exec(code)?.[1].match(/[^"'`,]+\.(?:js|css)/g) ?? [];
  const out = new Map<string, string[]>();
  for (const m of code.matchAll(/import\(\s*[`"']\.\/([^`"']+\.js)[`"']\s*\)\s*,\s*__vite__mapDeps\(\[([\d,\s]*)\]\)/g)) {
    out.set(
      m[1],
      m[2]
        .split(',')
        .filter(Boolean)
        .map((i) => path.basename(list[Number(i)] ?? '')),
    );
  }
  return out;
}

/** The chunk, and everything it statically imports, as asset file names. */
function closure(start: string[], assets: Map<string, Asset>, dir: string): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !assets.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.js')) {
      for (const spec of staticImports(readFileSync(path.join(dir, file), 'utf8'))) queue.push(path.basename(spec));
    }
  }
  return seen;
}

export interface FileSet {
  files: string[];
  raw: number;
  gzip: number;
  jsGzip: number;
  cssGzip: number;
}

export interface ConsoleSizes {
  assets: Asset[];
  /** JS + CSS index.html loads itself (entry, its static imports, modulepreloads, stylesheets). */
  initial: FileSet;
  /** initial + the lazy chunks the login form needs before sign-in (captcha widget). */
  loginUsable: FileSet;
}

/** Sizes of a built console: `dist` by default, or another `vite build --outDir`. */
export function measureConsole(dist = DIST): ConsoleSizes {
  const assetsDir = path.join(dist, 'assets');
  const files = readdirSync(assetsDir).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  const assets = new Map<string, Asset>();
  for (const file of files) {
    const buf = readFileSync(path.join(assetsDir, file));
    assets.set(file, { file, raw: buf.length, gzip: gzipSync(buf).length });
  }
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const referenced = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g),
  ].map((m) => path.basename(m[1]));
  const initial = closure(referenced, assets, assetsDir);
  const lazy = new Set<string>();
  for (const file of initial) {
    if (!file.endsWith('.js')) continue;
    for (const [target, deps] of dynamicImportDeps(readFileSync(path.join(assetsDir, file), 'utf8'))) {
      if (LOGIN_LAZY.test(target)) for (const f of [target, ...deps]) lazy.add(f);
    }
  }
  const login = new Set([...initial, ...closure([...lazy], assets, assetsDir)]);
  const sum = (set: Set<string>): FileSet => {
    const list = [...set].sort();
    const total = (files: string[], key: 'raw' | 'gzip') => files.reduce((n, f) => n + assets.get(f)![key], 0);
    return {
      files: list,
      raw: total(list, 'raw'),
      gzip: total(list, 'gzip'),
      jsGzip: total(
        list.filter((f) => f.endsWith('.js')),
        'gzip',
      ),
      cssGzip: total(
        list.filter((f) => f.endsWith('.css')),
        'gzip',
      ),
    };
  };
  return {
    assets: [...assets.values()].sort((a, b) => b.gzip - a.gzip),
    initial: sum(initial),
    loginUsable: sum(login),
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const describe = (f: FileSet) =>
  `JS ${kb(f.jsGzip)} + CSS ${kb(f.cssGzip)} = ${kb(f.gzip)} gzip (${kb(f.raw)} raw, ${f.files.length} files)`;

export function formatSizes(s: ConsoleSizes, aimKb: number): string {
  const width = Math.max(5, ...s.assets.map((a) => a.file.length));
  const initial = new Set(s.initial.files);
  const login = new Set(s.loginUsable.files);
  const lines = [
    `${'chunk'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}  loaded`,
    `${'-'.repeat(width)}  ${'-'.repeat(10)}  ${'-'.repeat(10)}  ------`,
    ...s.assets.map(
      (a) =>
        `${a.file.padEnd(width)}  ${kb(a.raw).padStart(10)}  ${kb(a.gzip).padStart(10)}  ${initial.has(a.file) ? 'initial' : login.has(a.file) ? 'login (lazy)' : 'lazy'}`,
    ),
    '',
    `index.html loads (entry + static imports + CSS links): ${describe(s.initial)}`,
    `login screen usable (+ the lazy captcha widget): ${describe(s.loginUsable)}`,
    `JS + CSS before the login screen is usable: ${kb(s.loginUsable.gzip)} gzip (JS ${kb(s.loginUsable.jsGzip)}) — aim ≤ ${aimKb} KB: ${
      s.loginUsable.gzip / 1024 <= aimKb ? 'met' : 'NOT met'
    }`,
  ];
  return lines.join('\n');
}
