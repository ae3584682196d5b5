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

/**
 * GST (issue 29, ADR 0082): registration, the supplier block of every tax invoice, the place of
 * supply and the court-time SAC and rate. The server checks the GSTIN's check character and
 * names every refused field; what was typed stays as typed.
 */
export function GstCard({ tax, errors, set }: { tax: Tax; errors: PathErrors; set: (tax: Tax) => void }) {
  const e = (field: string) => errors[`settings.tax.${field}`];
  const court = latest(tax.court);
  // Changing the court rate changes the latest step only: documents already issued keep their own rate.
  const setCourtRate = (percent: number) =>
    set({ ...tax, court: { ...tax.court, rates: tax.court.rates.map((r) => (r === court ? { ...r, percent } : r)) } });
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
        <TextInput
          label="Court time SAC"
          value={tax.court.code}
          onChange={(ev) => set({ ...tax, court: { ...tax.court, code: ev.currentTarget.value } })}
          error={e('court.code')}
        />
        <Select
          label={`Court time GST rate (from ${court.from})`}
          data={RATES}
          value={String(court.percent)}
          allowDeselect={false}
          onChange={(value) => value !== null && setCourtRate(Number(value))}
          error={Object.entries(errors).find(([k]) => k.startsWith('settings.tax.court.rates'))?.[1]}
        />
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
