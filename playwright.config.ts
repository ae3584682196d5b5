import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/chromium';
import { scaled } from './tests/e2e/support/time-scale';

const firstPort = Number(process.env.E2E_PORT ?? 8199);
/** Two workers by default (ADR 0076): each has its own server and embedded database. */
const workers = Number(process.env.E2E_WORKERS ?? 2);
/**
 * Playwright loads this file again in every worker, with the worker's slot in
 * TEST_PARALLEL_INDEX (a restarted worker keeps its slot): the slot picks the worker's server.
 * The runner itself has no slot; it bundles the server once, before starting them all.
 */
const slot = process.env.TEST_PARALLEL_INDEX;
if (slot === undefined) execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
const portOf = (i: number) => firstPort + i;

export default defineConfig({
  testDir: 'tests/e2e',
  // Hang detectors, scaled for a slow machine (ADR 0096).
  timeout: scaled(60_000),
  expect: { timeout: scaled(10_000) },
  // Files are shared out between the workers; the tests of one file stay in order on one worker.
  fullyParallel: false,
  workers,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${portOf(Number(slot ?? 0))}`,
    // The service worker's precache (the whole shell) in every fresh device is work no assertion
    // reads; the specs that test the offline shell, the install and the worker's headers allow it
    // with `test.use(WITH_SERVICE_WORKER)` (ADR 0098).
    serviceWorkers: 'block',
    // A failed test keeps its trace: a DOM snapshot around every action, the network and the
    // console. Not the trace's screencast, which streamed frames all the time in every test and
    // was a third of the stage's CPU (ADR 0102); the failure's own screenshot is kept instead.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  // A fresh embedded database per server: each worker's tests see exactly the demo club and what
  // the files before them on that worker made. The server is the bundle `npm start` runs (ADR 0043).
  webServer: Array.from({ length: workers }, (_, i) => ({
    command: `DATA_DIR="$(mktemp -d /tmp/courtdesk-e2e.XXXXXX)" PORT=${portOf(i)} HOST=127.0.0.1 LOG_LEVEL=warn node dist-server/main.mjs`,
    url: `http://127.0.0.1:${portOf(i)}/api/public/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
  })),
});
