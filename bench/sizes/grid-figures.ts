import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DATA_ROOT } from '../dataset/pglite-cache';

/** Port of the Playwright server for the grid figures (the bench's range is 9240–9249). */
const GRID_E2E_PORT = 9242;
const OUT = path.join(DATA_ROOT, 'grid-perf.json');

interface GridFigures {
  courts: number;
  slotsPerCourt: number;
  render: {
    fromDateChangeMs: number;
    replyToDomMs: number | null;
    replyToFrameMs: number | null;
    cellsDrawn?: number;
    measures?: Record<string, number>;
  };
  click: { pointerToPanelMs: number; eventTimingMs: number | null };
  refresh: { updateMs: number; cellsTouched: number; changedCellsDrawn?: number };
}

const ms = (n: number | null) => (n === null ? '-' : `${n.toFixed(0)} ms`);

/**
 * The console grid figures of issue 14: runs tests/e2e/grid-perf.spec.ts (Chromium, against the
 * production build in dist/) and formats what it reported. Returns the reason when it could not
 * run; figures never fail the bench.
 */
export function measureGrid(log: (l: string) => void): string {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) return `console grid figures skipped: no Chromium at ${chromium}`;
  rmSync(OUT, { force: true });
  log(`console grid figures: npx playwright test tests/e2e/grid-perf.spec.ts on port ${GRID_E2E_PORT}`);
  const res = spawnSync('npx', ['playwright', 'test', 'tests/e2e/grid-perf.spec.ts'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, E2E_PORT: String(GRID_E2E_PORT), GRID_PERF_OUT: OUT },
    timeout: 300_000,
  });
  if (res.status !== 0 || !existsSync(OUT)) {
    const tail = `${res.stdout ?? ''}\n${res.stderr ?? ''}`.trim().split('\n').slice(-10).join('\n');
    return `console grid figures not measured (exit ${res.status}):\n${tail}`;
  }
  const f = JSON.parse(readFileSync(OUT, 'utf8')) as GridFigures;
  return [
    `${f.courts} courts × ${f.slotsPerCourt} slots (Chromium, Performance API; reported, not asserted)`,
    `  render: reply → grid in the DOM ${ms(f.render.replyToDomMs)}, → next frame ${ms(f.render.replyToFrameMs)} (date change → frame ${ms(f.render.fromDateChangeMs)}) — aim ≤ 150 ms`,
    `    ${f.render.cellsDrawn ?? '?'} of ${f.courts * f.slotsPerCourt} cells drawn (the rest are drawn as they scroll into view, ADR 0038)`,
    `  click on a free cell: pointerdown → panel ${ms(f.click.pointerToPanelMs)}, Event Timing duration ${ms(f.click.eventTimingMs)} — aim ≤ 100 ms`,
    `  live refresh (5 cells changed, ${f.refresh.changedCellsDrawn ?? 5} of them drawn): ${ms(f.refresh.updateMs)} until shown, ${f.refresh.cellsTouched} cells' DOM touched`,
  ].join('\n');
}
