import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';
import { hashToken, newToken } from './tokens';

describe('passwords', () => {
  it('verifies the right password and rejects others', async () => {
    const stored = await hashPassword('s3cret!');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('s3cret!', stored)).toBe(true);
    expect(await verifyPassword('s3cret', stored)).toBe(false);
    expect(await verifyPassword('s3cret!', 'plain')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });
});

describe('tokens', () => {
  it('are 256-bit random and stored as sha256', () => {
    const a = newToken();
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(a);
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).not.toContain(a);
  });
});
