import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/chromium';

const port = Number(process.env.E2E_PORT ?? 8199);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    // A fresh embedded database per run: the browser tests see exactly the demo club. The
    // server is the bundle `npm start` runs (ADR 0043), bundled again here (under a second) so
    // a run without `npm run build` does not test yesterday's server.
    command: `node scripts/build-server.mjs && DATA_DIR="$(mktemp -d /tmp/courtdesk-e2e.XXXXXX)" PORT=${port} HOST=127.0.0.1 LOG_LEVEL=warn node dist-server/main.mjs`,
    url: `http://127.0.0.1:${port}/api/public/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
