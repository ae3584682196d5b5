import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_AIM_KB, LOGIN_BUDGET_KB, measureConsole, type ConsoleSizes } from './console-sizes';

// A size check, not a timing: the console is built into a directory of its own and the JS + CSS
// a person downloads before the login screen is usable (captcha included) must stay within its
// budget: issue 33's aim (LOGIN_AIM_KB) once it is met, today's weight until then (it may not
// grow). What pushed it over shows in the message: the files and their gzip sizes.
let outDir: string;
let sizes: ConsoleSizes;

beforeAll(() => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'courtdesk-login-weight-'));
  // vitest runs with NODE_ENV=test, which would give a development build of React.
  const env = { ...process.env, NODE_ENV: 'production' };
  const args = ['vite', 'build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'];
  const build = spawnSync('npx', args, { encoding: 'utf8', env });
  if (build.status !== 0) throw new Error(`vite build failed: ${build.stderr || build.stdout}`);
  sizes = measureConsole(outDir);
}, 300_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the login screen', () => {
  it(`needs at most ${LOGIN_BUDGET_KB} KB of JS and CSS (gzip) before it is usable (aim ${LOGIN_AIM_KB} KB)`, () => {
    const files = sizes.assets
      .filter((a) => sizes.loginUsable.files.includes(a.file))
      .map((a) => `${a.file} ${(a.gzip / 1024).toFixed(1)} KB`)
      .join(', ');
    expect(LOGIN_BUDGET_KB).toBeGreaterThanOrEqual(LOGIN_AIM_KB);
    expect(sizes.loginUsable.gzip / 1024, files).toBeLessThanOrEqual(LOGIN_BUDGET_KB);
  });
});
