import { Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import type { ClubSettings } from '../../../../contract/club-settings';
import { GST_STATES } from '../../../../contract/gstin';
import { GST_RATES, type TaxCode } from '../../../../contract/tax-settings';
import type { PathErrors } from '../hooks/use-settings-form';
import { SettingsCard } from './card';
import { useTranslation } from 'react-i18next';

type Tax = ClubSettings['tax'];

const STATES = Object.entries(GST_STATES).map(([code, name]) => ({ value: code, label: `${code} ${name}` }));
const RATES = GST_RATES.map((r) => ({ value: String(r), label: `${r} %` }));

/** The latest rate step of a kind of sale (the one a new document takes). */
const latest = (code: TaxCode) => [...code.rates].sort((a, b) => a.from.localeCompare(b.from)).at(-1)!;

/** The kinds of sale with a code and rate of their own, as the club settings hold them (name: its catalogue key). */
const SALES = [
  { key: 'court', name: 'settings:gst.sale.court', code: 'SAC' },
  { key: 'addons', name: 'settings:gst.sale.addons', code: 'HSN/SAC' },
  { key: 'packages', name: 'settings:gst.sale.packages', code: 'SAC' },
  { key: 'eventPasses', name: 'settings:gst.sale.eventPasses', code: 'SAC' },
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
  const { t } = useTranslation('settings');
  const code: TaxCode = tax[sale.key as SaleKey];
  const step = latest(code);
  const put = (next: TaxCode) => set({ ...tax, [sale.key]: next });
  return (
    <>
      <TextInput
        label={t('settings:gst.saleCode', { sale: t(sale.name), code: sale.code })}
        value={code.code}
        onChange={(ev) => put({ ...code, code: ev.currentTarget.value })}
        error={errors[`settings.tax.${sale.key}.code`]}
      />
      <Select
        label={t('settings:gst.saleRate', { sale: t(sale.name), from: step.from })}
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
  const { t } = useTranslation('settings');
  const e = (field: string) => errors[`settings.tax.${field}`];
  return (
    <SettingsCard title={t('settings:gst.title')} note={t('settings:gst.note')}>
      <Switch
        label={t('settings:gst.registered')}
        checked={tax.registered}
        onChange={(ev) => set({ ...tax, registered: ev.currentTarget.checked })}
      />
      <Switch
        label={t('settings:gst.pricesInclude')}
        description={t('settings:gst.pricesIncludeHint')}
        checked={tax.pricesIncludeTax}
        onChange={(ev) => set({ ...tax, pricesIncludeTax: ev.currentTarget.checked })}
        error={e('pricesIncludeTax')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('settings:gst.legalName')}
          value={tax.legalName}
          onChange={(ev) => set({ ...tax, legalName: ev.currentTarget.value })}
          error={e('legalName')}
        />
        <TextInput
          label={t('settings:gst.gstin')}
          value={tax.gstin}
          maxLength={15}
          onChange={(ev) => set({ ...tax, gstin: ev.currentTarget.value })}
          error={e('gstin')}
        />
        <Select
          label={t('settings:gst.placeOfSupply')}
          data={STATES}
          searchable
          value={tax.placeOfSupply || null}
          onChange={(value) => set({ ...tax, placeOfSupply: value ?? '' })}
          error={e('placeOfSupply')}
        />
        <TextInput
          label={t('settings:gst.invoicePrefix')}
          value={tax.invoicePrefix}
          onChange={(ev) => set({ ...tax, invoicePrefix: ev.currentTarget.value })}
          error={e('invoicePrefix')}
        />
        {SALES.map((sale) => (
          <SaleCodeFields key={sale.key} sale={sale} tax={tax} errors={errors} set={set} />
        ))}
      </SimpleGrid>
      <Textarea
        label={t('settings:gst.address')}
        autosize
        minRows={2}
        value={tax.address}
        onChange={(ev) => set({ ...tax, address: ev.currentTarget.value })}
        error={e('address')}
      />
    </SettingsCard>
  );
}
