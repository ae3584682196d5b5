import { Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import type { ClubSettings } from '../../../../contract/club-settings';
import { GST_STATES } from '../../../../contract/gstin';
import { GST_RATES, type TaxCode } from '../../../../contract/tax-settings';
import type { PathErrors } from '../hooks/use-settings-form';
import { SettingsCard } from './card';

type Tax = ClubSettings['tax'];

const STATES = Object.entries(GST_STATES).map(([code, name]) => ({ value: code, label: `${code} ${name}` }));
const RATES = GST_RATES.map((r) => ({ value: String(r), label: `${r} %` }));

/** The latest rate step of a kind of sale (the one a new document takes). */
const latest = (code: TaxCode) => [...code.rates].sort((a, b) => a.from.localeCompare(b.from)).at(-1)!;

/** The kinds of sale with a code and rate of their own, as the club settings hold them. */
const SALES = [
  { key: 'court', name: 'Court time', code: 'SAC' },
  { key: 'addons', name: 'Add-ons', code: 'HSN/SAC' },
  { key: 'packages', name: 'Packages', code: 'SAC' },
  { key: 'eventPasses', name: 'Event passes', code: 'SAC' },
] as const;
type SaleKey = (typeof SALES)[number]['key'];

/** One kind of sale's code and the rate of its latest step (the one a new document takes). */
function SaleCodeFields({
  sale,
  tax,
  errors,
  set,
}: {
  sale: (typeof SALES)[number];
  tax: Tax;
  errors: PathErrors;
  set: (tax: Tax) => void;
}) {
  const code: TaxCode = tax[sale.key as SaleKey];
  const step = latest(code);
  const put = (next: TaxCode) => set({ ...tax, [sale.key]: next });
  return (
    <>
      <TextInput
        label={`${sale.name} ${sale.code}`}
        value={code.code}
        onChange={(ev) => put({ ...code, code: ev.currentTarget.value })}
        error={errors[`settings.tax.${sale.key}.code`]}
      />
      <Select
        label={`${sale.name} GST rate (from ${step.from})`}
        data={RATES}
        value={String(step.percent)}
        allowDeselect={false}
        // The latest step only: documents already issued keep the rate they were issued at.
        onChange={(value) =>
          value !== null && put({ ...code, rates: code.rates.map((r) => (r === step ? { ...r, percent: Number(value) } : r)) })
        }
        error={Object.entries(errors).find(([k]) => k.startsWith(`settings.tax.${sale.key}.rates`))?.[1]}
      />
    </>
  );
}

/**
 * GST (issue 29, ADR 0082): registration, the supplier block of every tax invoice, the place of
 * supply, and the code and rate of each kind of sale (court time, add-ons, packages, event
 * passes). The server checks the GSTIN's check character and names every refused field; what was
 * typed stays as typed.
 */
export function GstCard({ tax, errors, set }: { tax: Tax; errors: PathErrors; set: (tax: Tax) => void }) {
  const e = (field: string) => errors[`settings.tax.${field}`];
  return (
    <SettingsCard
      title="GST"
      note="A registered club issues a numbered tax invoice for each sale, credit notes for cancellations and receipt vouchers for recharges. An unregistered club issues receipts only."
    >
      <Switch label="GST registered" checked={tax.registered} onChange={(ev) => set({ ...tax, registered: ev.currentTarget.checked })} />
      <Switch
        label="Prices include GST"
        description="Off: GST is added on top of every price at checkout, per line"
        checked={tax.pricesIncludeTax}
        onChange={(ev) => set({ ...tax, pricesIncludeTax: ev.currentTarget.checked })}
        error={e('pricesIncludeTax')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Legal name"
          value={tax.legalName}
          onChange={(ev) => set({ ...tax, legalName: ev.currentTarget.value })}
          error={e('legalName')}
        />
        <TextInput
          label="GSTIN"
          value={tax.gstin}
          maxLength={15}
          onChange={(ev) => set({ ...tax, gstin: ev.currentTarget.value })}
          error={e('gstin')}
        />
        <Select
          label="Place of supply"
          data={STATES}
          searchable
          value={tax.placeOfSupply || null}
          onChange={(value) => set({ ...tax, placeOfSupply: value ?? '' })}
          error={e('placeOfSupply')}
        />
        <TextInput
          label="Invoice prefix"
          value={tax.invoicePrefix}
          onChange={(ev) => set({ ...tax, invoicePrefix: ev.currentTarget.value })}
          error={e('invoicePrefix')}
        />
        {SALES.map((sale) => (
          <SaleCodeFields key={sale.key} sale={sale} tax={tax} errors={errors} set={set} />
        ))}
      </SimpleGrid>
      <Textarea
        label="Address"
        autosize
        minRows={2}
        value={tax.address}
        onChange={(ev) => set({ ...tax, address: ev.currentTarget.value })}
        error={e('address')}
      />
    </SettingsCard>
  );
}
