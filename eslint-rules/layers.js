import { dirname, relative, resolve, sep } from 'node:path';
import { moduleAllowList } from './module-allow-list.js';

/**
 * The walls between the product's layers (DESIGN.md "Shape", issue 25, ADR 0054). Each unit
 * lists what it may import besides itself; anything else is an upward or sideways import.
 * Tests are left out: a test may wire several layers together on purpose.
 */
const root = resolve(dirname(new URL(import.meta.url).pathname), '..');

const serverKernel = ['server/core', 'server/db', 'server/lib', 'contract'];
const mayImport = {
  contract: [],
  'server/lib': ['contract'],
  'server/db': ['server/lib', 'contract'],
  'server/core': serverKernel,
  'server/ledger': [...serverKernel],
  'server/plugins': [...serverKernel, 'server/ledger'],
  // server/modules/<area>: the kernel, the ledger, plugins, and the areas of the allow-list.
  'server/modules': [...serverKernel, 'server/ledger', 'server/plugins'],
  // The composition root, scheduled jobs and the demo data sit above every area.
  'server/jobs': '*',
  'server/demo': '*',
  'server/(root)': '*',
  'src/lib': ['contract'],
  'src/offline': ['src/lib', 'contract'],
  'src/components': ['src/lib', 'src/offline', 'contract'],
  'src/domain': ['src/components', 'src/lib', 'src/offline', 'contract'],
  'src/features': ['src/domain', 'src/components', 'src/lib', 'src/offline', 'contract'],
  'src/app': '*',
  'src/(root)': '*',
};

/** 'server/modules/cart/x.ts' → { unit: 'server/modules', area: 'cart' }. */
export function unitOf(file) {
  const parts = relative(root, file).split(sep);
  if (parts[0] === 'contract') return { unit: 'contract' };
  if (parts[0] === 'server') {
    if (parts.length === 2) return { unit: 'server/(root)' };
    if (parts[1] === 'modules' && parts.length > 3) return { unit: 'server/modules', area: parts[2] };
    return { unit: `server/${parts[1]}` };
  }
  if (parts[0] === 'src') return { unit: parts.length === 2 ? 'src/(root)' : `src/${parts[1]}` };
  return null;
}

function refusal(from, to, spec) {
  if (from.unit === to.unit && from.area === to.area) return null;
  if (from.unit === 'server/modules' && to.unit === 'server/modules') {
    const allowed = moduleAllowList[from.area] ?? [];
    return allowed.includes(to.area)
      ? null
      : `server/modules/${from.area} may not import server/modules/${to.area} ('${spec}'): move the shared piece to server/core or server/ledger, or add the pair to eslint-rules/module-allow-list.js with a reason`;
  }
  if (from.unit === to.unit) return null;
  const allowed = mayImport[from.unit];
  if (allowed === '*' || allowed === undefined) return null;
  const target = to.area ? `${to.unit}/${to.area}` : to.unit;
  return allowed.includes(to.unit) ? null : `${from.unit} may not import ${target} ('${spec}'): imports go one way (docs/architecture.md)`;
}

export const layersRule = {
  meta: { type: 'problem', schema: [], docs: { description: 'Imports go one way between the layers of src/, server/ and contract/' } },
  create(context) {
    const file = context.filename;
    if (/\.test\.tsx?$/.test(file)) return {};
    const from = unitOf(file);
    if (!from) return {};
    const check = (node, spec) => {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = unitOf(resolve(dirname(file), spec));
      if (!to) return;
      const message = refusal(from, to, spec);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
