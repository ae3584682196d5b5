import { describe, expect, it } from 'vitest';
import { isBadValue, isDatabaseUnavailable } from './failures';

describe('database failures', () => {
  it('knows a lost or refused database connection, wrapped or not', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable({
        message: 'Failed query',
        cause: { code: '57P01', message: 'terminating connection due to administrator command' },
      }),
    ).toBe(true);
    expect(isDatabaseUnavailable({ cause: { code: '08006' } })).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
  });
  it('does not take ordinary errors for an outage', () => {
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable({ cause: { code: '23505' } })).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
  it('knows values the database cannot hold (class 22, 54000)', () => {
    expect(isBadValue({ cause: { code: '22003' } })).toBe(true);
    expect(isBadValue({ cause: { code: '22008' } })).toBe(true);
    expect(isBadValue({ cause: { code: '54000' } })).toBe(true);
    expect(isBadValue({ cause: { code: '23505' } })).toBe(false);
  });
});
