import { describe, expect, it } from 'vitest';
import { formatTable, percentile } from './results';

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1, unsorted on purpose
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
  });

  it('is NaN for no samples rather than a made-up zero', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('formatTable', () => {
  it('prints every column, the aim and the notes', () => {
    const text = formatTable([
      {
        endpoint: 'POST /api/availability',
        database: 'PGlite',
        requests: 3000,
        p50: 4.2,
        p99: 18.75,
        reqPerSec: 300,
        non2xx: 1,
        notOk: 2,
        aim: 'p99 ≤ 25 ms',
        note: 'busy',
      },
    ]);
    const [header, , row, , note] = text.split('\n');
    expect(header).toMatch(/endpoint\s+database\s+requests\s+p50 ms\s+p99 ms\s+req\/s\s+non-2xx\s+status≠1\s+aim/);
    expect(row).toMatch(/POST \/api\/availability\s+PGlite\s+3000\s+4\.2\s+18\.8\s+300\.0\s+1\s+2\s+p99 ≤ 25 ms/);
    expect(note).toBe('  * POST /api/availability (PGlite): busy');
  });
});
