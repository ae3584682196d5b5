import { sql, type SQL } from 'drizzle-orm';
import { rateOn, type TaxCode, type TaxSettings } from '../../contract/tax-settings';

/**
 * GST on top of a price (issue 29, ADR 0082 addendum): when a registered club's prices exclude
 * tax, a sale fixes each line's rate (basis points) and whether the supply is inter-state at the
 * moment it is priced, and what the customer owes for the line is its value plus GST on that
 * value, by the rule of contract/gst-amounts.ts (lineTax, exclusive): CGST and SGST each rounded
 * from half the rate, or IGST from the whole rate, half away from zero. A club whose prices
 * include tax fixes rate 0: nothing is added. Owed amounts derive the tax from the value here, in
 * SQL, so a discount given later, a price edit or a reschedule moves the tax with the value.
 */
export interface SaleTax {
  rateBp: number;
  interState: boolean;
}

export const NO_TAX_ON_TOP: SaleTax = { rateBp: 0, interState: false };

/** Whether a club's documents are inter-state: its place of supply is not its GSTIN's state. */
export function isInterState(tax: TaxSettings): boolean {
  return tax.placeOfSupply !== tax.gstin.slice(0, 2);
}

/** The tax a sale of this kind fixes today: the rate of the day when prices exclude tax, else none. */
export function saleTaxOf(tax: TaxSettings, code: TaxCode, day: string): SaleTax {
  if (!tax.registered || tax.pricesIncludeTax) return NO_TAX_ON_TOP;
  return { rateBp: rateOn(code, day), interState: isInterState(tax) };
}

/** The add-on code of an add-on id (its own, or the add-ons' default). */
export function addonCodeOf(tax: TaxSettings, extraId: number | null): TaxCode {
  return (extraId !== null ? tax.addonCodes[String(extraId)] : undefined) ?? tax.addons;
}

/**
 * GST on top of `value` (minor units) at `rateBp`, split by `inter`: the SQL twin of lineTax's
 * exclusive branch (numeric round is half away from zero, as roundDiv). 0 when the rate is 0.
 */
export function taxOnTopSql(value: SQL, rateBp: SQL, inter: SQL): SQL {
  return sql`(CASE WHEN ${rateBp} = 0 THEN 0
    WHEN ${inter} THEN round((${value})::numeric * ${rateBp} / 10000)
    ELSE 2 * round((${value})::numeric * ${rateBp} / 20000) END)::bigint`;
}
