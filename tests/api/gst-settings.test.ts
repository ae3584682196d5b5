import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup, type Client } from './booking-fixtures';
import { riversideClient } from './booking-after-fixtures';
import { ARENA_GSTIN, saveTax } from './gst-fixtures';
import { DEFAULT_TAX_SETTINGS } from '../../contract/tax-settings';
import type { TestApp } from './helpers/test-app';

/* Issue 29 §1 (ADR 0082): the club's GST settings, refused by field, never rewritten. */
let t: TestApp;
let admin: Client;
let desk: Client;

beforeAll(async () => {
  ({ t, admin, desk } = await setup());
});
afterAll(async () => {
  await t?.close();
});

const taxOf = async (c: Client) => (await c.get('/api/club/settings')).json().settings.tax;

describe('GST settings', () => {
  it('the demo arena is registered with a valid GSTIN; Riverside is not', async () => {
    expect(await taxOf(admin)).toMatchObject({ registered: true, gstin: ARENA_GSTIN, placeOfSupply: '32', pricesIncludeTax: true });
    expect(await taxOf(await riversideClient(t))).toEqual(DEFAULT_TAX_SETTINGS);
  });

  it('a GSTIN with a wrong check character, a lower-case one, a wrong state: 400 naming the field, nothing stored', async () => {
    const before = await taxOf(admin);
    for (const [gstin, message] of [
      ['32AAACD1234F1ZH', 'GSTIN check character does not match: please check it for a typing mistake'],
      ['32aaacd1234f1zg', 'GSTIN must be 2 digits, a 10-character PAN, an entity character, Z and a check character (capital letters)'],
      ['99AAACD1234F1ZG', 'GSTIN starts with 99, which is not a GST state code'],
      ['32AAACD1234F1Z', 'GSTIN must be 15 characters'],
    ]) {
      const res = await saveTax(admin, { gstin });
      expect(res.statusCode, gstin).toBe(400);
      expect(res.json().errors, gstin).toEqual([{ path: 'settings.tax.gstin', message }]);
    }
    expect(await taxOf(admin)).toEqual(before);
  });

  it('registered without legal name, address or place of supply: each named', async () => {
    const res = await saveTax(admin, { legalName: ' ', address: '', placeOfSupply: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'settings.tax.legalName', message: 'Legal name is required for a GST-registered club' },
      { path: 'settings.tax.address', message: 'Address is required for a GST-registered club' },
      { path: 'settings.tax.placeOfSupply', message: 'Place of supply is required for a GST-registered club' },
    ]);
  });

  it('rates are GST rates, codes are HSN/SAC, prefixes short: refused by name', async () => {
    const res = await saveTax(admin, {
      invoicePrefix: 'CDX',
      addons: { code: 'ABC', rates: [{ from: '2026-02-30', percent: 18 }] },
      packages: { code: '999652', rates: [{ from: '2017-07-01', percent: 7 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'settings.tax.invoicePrefix', message: 'Invoice prefix must be 1 or 2 capital letters or digits' },
      { path: 'settings.tax.addons.code', message: 'Add-ons HSN/SAC must be 4, 6 or 8 digits' },
      { path: 'settings.tax.addons.rates.0.from', message: 'Add-ons rate date is not a real date' },
      {
        path: 'settings.tax.packages.rates.0.percent',
        message: 'Packages rate must be one of the GST rates: 0, 0.25, 3, 5, 12, 18, 28, 40 %',
      },
    ]);
  });

  it('a per-add-on code and rate is stored; a desk person without Club Settings may not save', async () => {
    const res = await saveTax(admin, { addonCodes: { '7': { code: '9506', rates: [{ from: '2017-07-01', percent: 12 }] } } });
    expect(res.json().requestStatus).toBe(1);
    expect((await taxOf(admin)).addonCodes).toEqual({ '7': { code: '9506', rates: [{ from: '2017-07-01', percent: 12 }] } });
    expect((await desk.post('/api/club/settings/update', { settings: { tax: DEFAULT_TAX_SETTINGS } })).json().requestStatus).toBe(-1);
  });

  it('the UPI ID must look like name@bank and needs a payee name', async () => {
    const bad = await admin.post('/api/club/settings/update', { settings: { upi: { vpa: 'not a vpa', payeeName: '' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'settings.upi.vpa', message: 'UPI ID must look like name@bank' },
      { path: 'settings.upi.payeeName', message: 'Payee name is required with a UPI ID' },
    ]);
    const noName = await admin.post('/api/club/settings/update', { settings: { upi: { vpa: 'arena@okaxis', payeeName: '' } } });
    expect(noName.json().errors).toEqual([{ path: 'settings.upi.payeeName', message: 'Payee name is required with a UPI ID' }]);
    const ok = await admin.post('/api/club/settings/update', { settings: { upi: { vpa: 'arena@okaxis', payeeName: 'Demo Arena' } } });
    expect(ok.json().settings.upi).toEqual({ vpa: 'arena@okaxis', payeeName: 'Demo Arena' });
  });
});
