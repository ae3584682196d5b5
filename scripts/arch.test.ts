import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Runs `npm run arch`'s script over a made-up tree of files; returns its exit code and output. */
function arch(tree: Record<string, string>): { code: number; out: string } {
  const root = mkdtempSync(join(tmpdir(), 'arch-'));
  for (const [path, text] of Object.entries(tree)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  try {
    const out = execFileSync('node', ['scripts/arch.mjs'], { env: { ...process.env, ARCH_ROOT: root }, encoding: 'utf8', stdio: 'pipe' });
    return { code: 0, out };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, out: e.stdout + e.stderr };
  }
}

describe('npm run arch (issue 25)', () => {
  it('passes a one-way graph and prints its figures', () => {
    const r = arch({
      'server/core/money.ts': 'export const x = 1;\n',
      'server/modules/cart/a.ts': "import { x } from '../../core/money';\nexport const a = x;\n",
      'server/modules/checkout/b.ts': "import { a } from '../cart/a';\nexport const b = a;\n",
    });
    expect(r.code).toBe(0);
    expect(r.out).toContain('server units importing each other: 0');
    expect(r.out).toContain('no cycles, no upward imports');
  });

  it('fails when two areas import each other', () => {
    const r = arch({
      'server/modules/cart/a.ts': "import { b } from '../checkout/b';\nexport const a = b;\n",
      'server/modules/checkout/b.ts': "import type { a } from '../cart/a';\nexport const b = 1 as unknown as typeof a;\n",
    });
    expect(r.code).toBe(1);
    expect(r.out).toContain('mutual: modules/cart ⇄ modules/checkout');
  });

  it('fails on a cycle through three areas, on a file cycle, and on the kernel importing an area', () => {
    expect(
      arch({
        'server/modules/a/x.ts': "import '../b/x';\n",
        'server/modules/b/x.ts': "import '../c/x';\n",
        'server/modules/c/x.ts': "import '../a/x';\n",
      }).out,
    ).toContain('unit cycle: modules/a, modules/b, modules/c');
    expect(arch({ 'src/lib/a.ts': "import './b';\n", 'src/lib/b.ts': "import './a';\n" }).out).toContain(
      'file cycle: src/lib/a.ts, src/lib/b.ts',
    );
    const upward = arch({ 'server/core/x.ts': "import '../modules/cart/y';\n", 'server/modules/cart/y.ts': 'export {};\n' });
    expect(upward.code).toBe(1);
    expect(upward.out).toContain('upward: core → modules/cart');
  });
});
