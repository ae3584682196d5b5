import { describe, expect, it } from 'vitest';
import { aimLines, formatAims } from './aims-table';
import { BROWSER_ROW } from '../browser/browser-row';
import { IDLE_MEMORY_ROW, RESTART_READ } from './restart-reads';
import type { ResultRow } from './results';

const row = (endpoint: string, database: string, p50: number, extra: Partial<ResultRow> = {}): ResultRow => ({
  endpoint,
  database,
  requests: 1,
  p50,
  p99: p50,
  reqPerSec: NaN,
  non2xx: 0,
  notOk: 0,
  ...extra,
});

const rows = [
  row('POST /api/availability (30 courts) first read', 'PGlite', 67),
  row('POST /api/availability (30 courts) first read', 'PostgreSQL', 21),
  row(RESTART_READ(332), 'PGlite', 90),
  row(IDLE_MEMORY_ROW, 'PGlite', NaN, { figures: { rssMb: 300 } }),
  row('Saturday: calendar day read (human rate)', 'PGlite', 5, { p99: 40 }),
  row('Saturday: booking with payment (human rate)', 'PGlite', 9, { p99: 80, notOk: 1 }),
  row(BROWSER_ROW('sport → grid drawn, 332 courts', 1), 'PGlite', 240),
];

describe("issue 33's table", () => {
  const lines = aimLines({ rows, loginKb: 144.7, browserWhy: 'no Chromium' });
  const line = (what: string) => lines.find((l) => l.what.startsWith(what))!;

  it('puts each database figure beside the aim and says met only when every one is within it', () => {
    expect(line('first read of a day, 30 courts, warm')).toMatchObject({ figures: '67 ms / 21 ms', aim: '≤ 25 ms', met: false });
    expect(line('first read of the 332-court day')).toMatchObject({ figures: '90 ms / -', met: true });
    expect(line('server memory, idle')).toMatchObject({ figures: '300 MB / -', met: false });
    expect(line('JS + CSS before the login screen')).toMatchObject({ figures: '144.7 KB', met: true });
  });

  it('leaves a row without figures unjudged and says why', () => {
    expect(line('member search by phone')).toMatchObject({ figures: '- / -', met: null });
    expect(line('pick a sport → grid drawn in Chromium, 30')).toMatchObject({ figures: 'not run (no Chromium)', met: null });
    expect(line('first read against LibreBooking').met).toBeNull();
    expect(line('pick a sport → grid drawn in Chromium, 332')).toMatchObject({ figures: '240 ms', met: true });
  });

  it('judges the busy Saturday by its worst action and counts every error', () => {
    expect(line('busy Saturday, 12 desks at human rate')).toMatchObject({ figures: '80 ms, 1 errors / -', met: false });
  });

  it('prints every row of the issue', () => {
    const text = formatAims({ rows, loginKb: 144.7 });
    for (const what of [
      '30 courts (median of 5)',
      '332 courts (median of 5)',
      'LibreBooking',
      'member search',
      'idle',
      'peak',
      '.xlsx',
      'login screen',
    ]) {
      expect(text).toContain(what);
    }
  });
});
