import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { isInternalAddress, judgeUrl } from './address-guard';
import { signatureHeader, verifySignature } from './signature';

describe('webhook addresses', () => {
  afterEach(() => {
    delete process.env.WEBHOOKS_ALLOW_PRIVATE;
  });

  it('knows internal addresses, v4, v6 and v4-mapped', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '100.64.0.1',
    ]) {
      expect(isInternalAddress(a), a).toBe(true);
    }
    for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isInternalAddress(a), a).toBe(false);
  });

  it('refuses other schemes, credentials, loopback and private hosts unless WEBHOOKS_ALLOW_PRIVATE=1', async () => {
    expect(await judgeUrl('ftp://example.com/x')).toBe('invalid');
    expect(await judgeUrl('not a url')).toBe('invalid');
    expect(await judgeUrl('https://user:pw@8.8.8.8/x')).toBe('credentials');
    expect(await judgeUrl('http://127.0.0.1:9000/hook')).toBe('private');
    expect(await judgeUrl('http://[::1]/hook')).toBe('private');
    expect(await judgeUrl('http://localhost/hook')).toBe('private');
    expect(await judgeUrl('http://10.0.0.5/hook')).toBe('private');
    expect(await judgeUrl('https://8.8.8.8/hook')).toBe('ok');
    process.env.WEBHOOKS_ALLOW_PRIVATE = '1';
    expect(await judgeUrl('http://127.0.0.1:9000/hook')).toBe('ok');
  });
});

describe('webhook signatures', () => {
  it('signs "<t>.<body>" with HMAC-SHA256 and verifies within the tolerance only', () => {
    const h = signatureHeader('whsec_test', 1_700_000_000, '{"a":1}');
    expect(h).toBe(`t=1700000000,v1=${createHmac('sha256', 'whsec_test').update('1700000000.{"a":1}').digest('hex')}`);
    expect(verifySignature('whsec_test', h, '{"a":1}', 1_700_000_100)).toBe(true);
    expect(verifySignature('whsec_test', h, '{"a":2}', 1_700_000_100)).toBe(false);
    expect(verifySignature('whsec_other', h, '{"a":1}', 1_700_000_100)).toBe(false);
    expect(verifySignature('whsec_test', h, '{"a":1}', 1_700_001_000)).toBe(false);
  });
});
