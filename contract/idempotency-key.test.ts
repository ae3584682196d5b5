import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_IDEMPOTENCY_KEY_LENGTH, newIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes a new random version 4 UUID each time, within the length the server takes', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const k of keys) {
      expect(k).toMatch(UUID_V4);
      expect(k.length).toBeLessThanOrEqual(MAX_IDEMPOTENCY_KEY_LENGTH);
    }
  });

  it('stays random where crypto.randomUUID is missing (plain http on the venue network)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(UUID_V4);
    expect(b).toMatch(UUID_V4);
    expect(a).not.toBe(b);
  });
});
