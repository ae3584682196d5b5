#!/usr/bin/env node
/**
 * The import graph of the product (issue 25): prints its figures and fails on a cycle.
 *
 * - files: every relative import between the .ts/.tsx files of src/, server/, contract/ (type-only
 *   imports included: a type cycle still ties two files together; tests left out);
 * - server modules: the same graph folded onto server/modules/<area> (and server/<layer>).
 *
 * Exit 1 when two server modules import each other, when a cycle of server modules exists,
 * or when files import each other in a circle anywhere.
 */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// ARCH_ROOT lets the script's own test run it on a made-up tree.
const root = process.env.ARCH_ROOT ? resolve(process.env.ARCH_ROOT) : resolve(dirname(new URL(import.meta.url).pathname), '..');
const roots = ['src', 'server', 'contract'];
const quiet = process.argv.includes('--quiet');

function walk(dir, out) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    // Tests are left out: a test may wire several areas together on purpose.
    else if (/\.(ts|tsx)$/.test(name) && !/\.(d|test)\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

const files = roots.filter((r) => existsSync(join(root, r))).flatMap((r) => walk(join(root, r), []));
const known = new Set(files);
const importRe =
  /(?:^|\n)\s*(?:import|export)\s[^'"`;]*?from\s*['"](\.[^'"]+)['"]|(?:^|\n)\s*import\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function resolveImport(from, spec) {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

const edges = new Map();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const targets = new Set();
  for (const m of text.matchAll(importRe)) {
    const spec = m[1] ?? m[2] ?? m[3];
    const target = resolveImport(file, spec);
    if (target && target !== file) targets.add(target);
  }
  edges.set(file, targets);
}

/** Tarjan's strongly connected components; returns those with more than one node. */
function cycles(nodes, next) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const idx = new Map();
  const low = new Map();
  const found = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    on.add(v);
    for (const w of next(v)) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of nodes) if (!idx.has(v)) visit(v);
  return found;
}

const rel = (f) => relative(root, f);
/** server/modules/<area> or server/<layer>; null outside server/. */
function serverUnit(file) {
  const parts = rel(file).split('/');
  if (parts[0] !== 'server') return null;
  if (parts[1] === 'modules' && parts.length > 3) return `modules/${parts[2]}`;
  return parts.length > 2 ? parts[1] : '(root)';
}

const unitEdges = new Map();
let crossing = 0;
for (const [file, targets] of edges) {
  const from = serverUnit(file);
  if (!from) continue;
  for (const target of targets) {
    const to = serverUnit(target);
    if (!to || to === from) continue;
    crossing += 1;
    if (!unitEdges.has(from)) unitEdges.set(from, new Map());
    const counts = unitEdges.get(from);
    counts.set(to, (counts.get(to) ?? 0) + 1);
  }
}
const units = [...new Set([...files.map(serverUnit).filter(Boolean)])].sort();
const modules = units.filter((u) => u.startsWith('modules/'));
const unitNext = (u) => [...(unitEdges.get(u)?.keys() ?? [])];
const unitCycles = cycles(units, unitNext);
const mutual = [];
for (const a of units) for (const b of unitNext(a)) if (a < b && unitNext(b).includes(a)) mutual.push([a, b]);
const fileCycles = cycles(files, (f) => [...edges.get(f)]);
const pairs = [...unitEdges.values()].reduce((n, m) => n + m.size, 0);

const kernelLayers = ['core', 'ledger', 'lib', 'db', 'plugins'];
const upward = [];
for (const [from, counts] of unitEdges) {
  if (!kernelLayers.includes(from)) continue;
  for (const to of counts.keys()) if (to.startsWith('modules/')) upward.push(`${from} → ${to}`);
}

console.log(`files: ${files.length}; relative imports: ${[...edges.values()].reduce((n, s) => n + s.size, 0)}`);
console.log(`server units: ${units.length} (${modules.length} modules); imports crossing units: ${crossing} over ${pairs} pairs`);
console.log(
  `server unit cycles: ${unitCycles.length}${unitCycles.length ? ` (largest ${Math.max(...unitCycles.map((c) => c.length))} units)` : ''}`,
);
console.log(`server units importing each other: ${mutual.length}`);
console.log(`kernel layers importing modules: ${upward.length}`);
console.log(
  `file cycles: ${fileCycles.length}${fileCycles.length ? ` (largest ${Math.max(...fileCycles.map((c) => c.length))} files)` : ''}`,
);
if (!quiet) {
  for (const c of unitCycles) console.log(`  unit cycle: ${c.join(', ')}`);
  for (const [a, b] of mutual) console.log(`  mutual: ${a} ⇄ ${b} (${unitEdges.get(a).get(b)} / ${unitEdges.get(b).get(a)})`);
  for (const u of upward) console.log(`  upward: ${u}`);
  for (const c of fileCycles) console.log(`  file cycle: ${c.map(rel).join(', ')}`);
}
const failed = unitCycles.length > 0 || mutual.length > 0 || fileCycles.length > 0 || upward.length > 0;
if (failed) {
  console.error('arch: the import graph has a cycle or an upward import (see above)');
  process.exit(1);
}
console.log('arch: no cycles, no upward imports');
