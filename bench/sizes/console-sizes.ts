import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve('dist');
const ASSETS = path.join(DIST, 'assets');
/** What the console build depends on: a change in any of these makes dist/ stale. */
const SOURCES = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'contract', 'package.json'];
/**
 * Lazy chunks the login screen still needs before a person can sign in (the captcha widget
 * is loaded on demand by the login form). Matched on Vite's chunk names, which follow the
 * module file names.
 */
const LOGIN_LAZY = /^(altcha|login|captcha)/i;

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
function staticImports(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[^'"();]*?\sfrom\s*|[^'"();]*?from)?\s*["']([^"']+\.js)["']/g)) out.push(m[1]);
  return out;
}

/** The chunk, and everything it statically imports, as asset file names. */
function closure(start: string[], assets: Map<string, Asset>): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !assets.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.js')) {
      for (const spec of staticImports(readFileSync(path.join(ASSETS, file), 'utf8'))) queue.push(path.basename(spec));
    }
  }
  return seen;
}

export interface ConsoleSizes {
  assets: Asset[];
  /** JS + CSS index.html loads itself (entry, its static imports, modulepreloads, stylesheets). */
  initial: { files: string[]; raw: number; gzip: number };
  /** initial + the lazy chunks the login form needs before sign-in (captcha widget). */
  loginUsable: { files: string[]; raw: number; gzip: number };
}

export function measureConsole(): ConsoleSizes {
  const files = readdirSync(ASSETS).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  const assets = new Map<string, Asset>();
  for (const file of files) {
    const buf = readFileSync(path.join(ASSETS, file));
    assets.set(file, { file, raw: buf.length, gzip: gzipSync(buf).length });
  }
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const referenced = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g),
  ].map((m) => path.basename(m[1]));
  const initial = closure(referenced, assets);
  const lazy = [...assets.keys()].filter((f) => f.endsWith('.js') && LOGIN_LAZY.test(f));
  const login = new Set([...initial, ...closure(lazy, assets)]);
  const sum = (set: Set<string>) => {
    const list = [...set].sort();
    return {
      files: list,
      raw: list.reduce((n, f) => n + assets.get(f)!.raw, 0),
      gzip: list.reduce((n, f) => n + assets.get(f)!.gzip, 0),
    };
  };
  return {
    assets: [...assets.values()].sort((a, b) => b.gzip - a.gzip),
    initial: sum(initial),
    loginUsable: sum(login),
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

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
    `index.html loads (entry + static imports + CSS): ${kb(s.initial.raw)} raw, ${kb(s.initial.gzip)} gzip (${s.initial.files.length} files)`,
    `login screen usable (+ lazy captcha/login chunks): ${kb(s.loginUsable.raw)} raw, ${kb(s.loginUsable.gzip)} gzip — aim under ${aimKb} KB gzip: ${
      s.loginUsable.gzip / 1024 <= aimKb ? 'met' : 'NOT met'
    }`,
  ];
  return lines.join('\n');
}
