import { z } from 'zod';
import { GST_STATES, gstinProblem } from './gstin';
import { isRealDate } from './wire-checks';

/**
 * A club's GST settings (issue 29, ADR 0082), the `tax` part of the club settings. A registered
 * club issues tax invoices, credit notes and receipt vouchers; an unregistered one issues none
 * (its payment receipts are titled "Receipt"). Rates change by date: each kind of sale keeps its
 * dated steps, and a document stores the rate it used, so a new rate never rewrites a past one.
 */
export const GST_RATES = [0, 0.25, 3, 5, 12, 18, 28, 40] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const taxRateStep = z.object({ from: z.string().regex(DAY), percent: z.number().min(0).max(40) });
export const taxCode = z.object({ code: z.string().max(8), rates: z.array(taxRateStep).min(1).max(20) });
export type TaxCode = z.infer<typeof taxCode>;

export const upiSettings = z.object({ vpa: z.string().max(100), payeeName: z.string().max(100) });

export const taxSettings = z.object({
  registered: z.boolean(),
  legalName: z.string().max(200),
  address: z.string().max(500),
  gstin: z.string().max(15),
  /** Where the club's supplies are made (two digits); IGST when it differs from the GSTIN's state. */
  placeOfSupply: z.string().max(2),
  /** Prices at the desk include GST (the default). */
  pricesIncludeTax: z.boolean(),
  /** The first part of every document number (1–2 capital letters or digits). */
  invoicePrefix: z.string().min(1).max(2),
  court: taxCode,
  /** Every add-on without a code of its own. */
  addons: taxCode,
  /** Codes and rates of single add-ons, by add-on id. */
  addonCodes: z.record(z.string(), taxCode),
  packages: taxCode,
  eventPasses: taxCode,
});
export type TaxSettings = z.infer<typeof taxSettings>;

const sports = (): TaxCode => ({ code: '999652', rates: [{ from: '2017-07-01', percent: 18 }] });

/** Not registered; SAC 999652 (sports facility operation) at 18 % for every kind of sale. */
export const DEFAULT_TAX_SETTINGS: TaxSettings = {
  registered: false,
  legalName: '',
  address: '',
  gstin: '',
  placeOfSupply: '',
  pricesIncludeTax: true,
  invoicePrefix: 'CD',
  court: sports(),
  addons: sports(),
  addonCodes: {},
  packages: sports(),
  eventPasses: sports(),
};

export const DEFAULT_UPI_SETTINGS = { vpa: '', payeeName: '' };

/** The rate of a kind of sale on a day, in basis points (18 % = 1800): the latest step from that day or before. */
export function rateOn(code: TaxCode, day: string): number {
  const steps = [...code.rates].sort((a, b) => a.from.localeCompare(b.from));
  const step = steps.filter((s) => s.from <= day).at(-1) ?? steps[0];
  return Math.round(step.percent * 100);
}

const codeInput = (field: string) =>
  z.object({
    code: z.string().regex(/^(\d{4}|\d{6}|\d{8})$/, `${field} HSN/SAC must be 4, 6 or 8 digits`),
    rates: z
      .array(
        z.object({
          from: z
            .string()
            .regex(DAY, `${field} rate date must be YYYY-MM-DD`)
            .refine((d) => !DAY.test(d) || isRealDate(d), `${field} rate date is not a real date`),
          percent: z
            .number({ error: `${field} rate must be a number` })
            .refine(
              (n) => (GST_RATES as readonly number[]).includes(n),
              `${field} rate must be one of the GST rates: ${GST_RATES.join(', ')} %`,
            ),
        }),
      )
      .min(1, `${field} needs a rate`)
      .max(20, `${field} can have at most 20 rates`)
      .refine((steps) => new Set(steps.map((s) => s.from)).size === steps.length, `${field} has two rates from the same date`),
  });

/** What a save may write: every rule refused by the field's name, nothing rewritten. */
export const taxSettingsInput = z
  .object({
    registered: z.boolean({ error: 'GST registered must be yes or no' }),
    legalName: z.string().max(200, 'Legal name cannot be longer than 200 characters'),
    address: z.string().max(500, 'Address cannot be longer than 500 characters'),
    gstin: z.string().max(15, 'GSTIN must be 15 characters'),
    placeOfSupply: z.string().max(2, 'Place of supply must be a 2-digit state code'),
    pricesIncludeTax: z.boolean({ error: 'Prices include tax must be yes or no' }),
    invoicePrefix: z.string().regex(/^[A-Z0-9]{1,2}$/, 'Invoice prefix must be 1 or 2 capital letters or digits'),
    court: codeInput('Court time'),
    addons: codeInput('Add-ons'),
    addonCodes: z.record(z.string().regex(/^\d+$/, 'Add-on id must be a number'), codeInput('Add-on')),
    packages: codeInput('Packages'),
    eventPasses: codeInput('Event passes'),
  })
  .superRefine((t, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (t.gstin !== '') {
      const problem = gstinProblem(t.gstin);
      if (problem) issue('gstin', problem);
    }
    if (t.placeOfSupply !== '' && !GST_STATES[t.placeOfSupply])
      issue('placeOfSupply', 'Place of supply must be a GST state code such as 32');
    if (!t.registered) return;
    if (!t.legalName.trim()) issue('legalName', 'Legal name is required for a GST-registered club');
    if (!t.address.trim()) issue('address', 'Address is required for a GST-registered club');
    if (t.gstin === '') issue('gstin', 'GSTIN is required for a GST-registered club');
    if (t.placeOfSupply === '') issue('placeOfSupply', 'Place of supply is required for a GST-registered club');
  });

export const upiSettingsInput = z
  .object({
    vpa: z
      .string()
      .max(100, 'UPI ID cannot be longer than 100 characters')
      .refine((v) => v === '' || /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/.test(v), 'UPI ID must look like name@bank'),
    payeeName: z.string().max(100, 'Payee name cannot be longer than 100 characters'),
  })
  .superRefine((u, ctx) => {
    if (u.vpa !== '' && !u.payeeName.trim())
      ctx.addIssue({ code: 'custom', path: ['payeeName'], message: 'Payee name is required with a UPI ID' });
  });
