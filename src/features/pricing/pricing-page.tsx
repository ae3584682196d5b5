import { Badge, Button, Center, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { Feature } from '../../../contract/features';
import type { PriceClass, PriceType } from '../../../contract/pricing';
import { NeedsConnection, useNeedsConnection } from '../../components/needs-connection';
import { WriteButton } from '../../components/write-button';
import { useCurrencySymbol } from '../../lib/money';
import { HolidayDialog } from './holiday-dialog';
import { formFromEntries, type PricingForm } from './pricing-form';
import { pricingApi } from './pricing-api';
import { PricingEditor } from './pricing-editor';
import { EntryView, PricingSection } from './pricing-section';
import { SpecialDatesDialog } from './special-dates-dialog';
import { usePricingConfig } from './use-pricing-config';
import { displayDate } from '../../lib/time/club-date';
import { useTranslation } from 'react-i18next';

type Period = { startDate: string; endDate: string };

/** Club Pricing (spec 2 §2): a class's Regular, Holidays and Specials, and the Edit Pricing page. */
export function PricingPage() {
  const { t } = useTranslation('pricing');
  const symbol = useCurrencySymbol();
  const [classList, setClasses] = useState<PriceClass[] | null>(null);
  const classes = classList ?? [];
  const [selected, setSelected] = useState<PriceClass | null>(null);
  const { config, memberDiscount, load, clear } = usePricingConfig();
  const [editing, setEditing] = useState<PricingForm | null>(null);
  const [holidays, setHolidays] = useState<string[] | null>(null);
  const [dates, setDates] = useState<{ current: Period | null } | null>(null);

  const loadClasses = useCallback(async () => {
    const o = await pricingApi.classes();
    if (o.ok) setClasses(o.data.priceClassList ?? []);
  }, []);
  useEffect(() => {
    void loadClasses();
  }, [loadClasses]);
  const reload = useCallback((pc: PriceClass | null = selected) => load(pc), [load, selected]);
  // Offline without the classes, or with a class picked whose prices never came: no list to show.
  const offline = useNeedsConnection(classList !== null && (selected === null || config !== null), () =>
    classList === null ? loadClasses() : reload(),
  );
  const choose = (id: string | null) => {
    const pc = classes.find((c) => String(c.priceClassId) === id) ?? null;
    setSelected(pc);
    clear();
    void reload(pc);
  };
  const loadHolidays = async () => {
    const o = await pricingApi.holidays();
    // The dialog opens only after the holidays loaded (spec 2 §2).
    if (o.ok) setHolidays(o.data.holidays ?? []);
  };
  const edit = (type: PriceType, period?: Period) => {
    if (!config) return;
    const entries = type === 'special' ? (config.special.find((p) => p.startDate === period?.startDate)?.pricing ?? []) : config[type];
    setEditing(formFromEntries(type, entries, period, memberDiscount));
  };
  const changeDates = async (from: Period, startDate: string, endDate: string) => {
    if (!selected) return;
    const o = await pricingApi.movePeriod({
      priceClass: selected.priceClassId,
      activityId: selected.activityId,
      ...from,
      newStartDate: startDate,
      newEndDate: endDate,
    });
    if (o.ok) {
      setDates(null);
      await reload();
    }
  };

  if (editing && selected) {
    return <PricingEditor priceClass={selected} initial={editing} onSaved={() => reload()} onClose={() => setEditing(null)} />;
  }
  return (
    <Stack p="md" gap="md">
      <Group justify="space-between">
        <Title order={3}>{t('pricing:title')}</Title>
        <Group>
          <WriteButton feature={Feature.pricing} disabled={!selected || !config} onClick={() => setDates({ current: null })}>
            {t('pricing:addSpecials')}
          </WriteButton>
          <Button variant="default" onClick={() => void loadHolidays()}>
            {t('pricing:holidayListing')}
          </Button>
        </Group>
      </Group>
      {offline && <NeedsConnection what={t('pricing:title')} />}
      <Select
        label={t('pricing:priceClass')}
        placeholder={t('pricing:selectClass')}
        data={classes.map((c) => ({ value: String(c.priceClassId), label: `${c.activityName} · ${c.pricingClassName}` }))}
        value={selected ? String(selected.priceClassId) : null}
        onChange={choose}
        w={320}
      />
      {selected && (
        <Group gap="xs">
          {selected.courts.map((c) => (
            <Badge key={c.courtId} variant="outline" radius="xl" size="lg">
              {c.courtName}
            </Badge>
          ))}
        </Group>
      )}
      {offline ? null : !selected || !config ? (
        <Center mih={200}>
          <Text c="dimmed">{t('pricing:selectPrompt')}</Text>
        </Center>
      ) : (
        <>
          <PricingSection
            title={t('pricing:regular')}
            actions={
              <WriteButton feature={Feature.pricing} variant="light" onClick={() => edit('regular')}>
                {config.regular.length ? t('pricing:editPricing') : t('pricing:addRegular')}
              </WriteButton>
            }
          >
            <Stack>
              {config.regular.length ? (
                config.regular.map((e) => <EntryView key={`${e.startDay}-${e.endDay}`} entry={e} symbol={symbol} />)
              ) : (
                <Text c="dimmed">{t('pricing:noRegular')}</Text>
              )}
            </Stack>
          </PricingSection>
          <PricingSection
            title={t('pricing:holidays')}
            actions={
              <WriteButton feature={Feature.pricing} variant="light" onClick={() => edit('holiday')}>
                {config.holiday.length ? t('pricing:editPricing') : t('pricing:addHoliday')}
              </WriteButton>
            }
          >
            <Stack>
              {config.holiday.length ? (
                config.holiday.map((e) => <EntryView key="holiday" entry={e} symbol={symbol} />)
              ) : (
                <Text c="dimmed">{t('pricing:noHoliday')}</Text>
              )}
            </Stack>
          </PricingSection>
          <PricingSection
            title={t('pricing:specials')}
            actions={
              <WriteButton feature={Feature.pricing} variant="light" onClick={() => setDates({ current: null })}>
                {t('pricing:addSpecial')}
              </WriteButton>
            }
          >
            <Stack>
              {config.special.length === 0 && <Text c="dimmed">{t('pricing:noSpecial')}</Text>}
              {config.special.map((p) => (
                <Stack key={p.startDate} gap="xs">
                  <Group>
                    <Button variant="outline" size="compact-sm" onClick={() => setDates({ current: p })}>
                      {t('pricing:period', { from: displayDate(p.startDate), to: displayDate(p.endDate) })}
                    </Button>
                    <WriteButton feature={Feature.pricing} size="compact-sm" variant="light" onClick={() => edit('special', p)}>
                      {t('pricing:editPricing')}
                    </WriteButton>
                  </Group>
                  {p.pricing.map((e) => (
                    <EntryView key={`${p.startDate}-${e.startDay}`} entry={e} symbol={symbol} />
                  ))}
                </Stack>
              ))}
            </Stack>
          </PricingSection>
        </>
      )}
      {holidays && (
        <HolidayDialog
          holidays={holidays}
          onClose={() => setHolidays(null)}
          onChanged={async () => {
            await loadHolidays();
            await reload();
          }}
        />
      )}
      {dates && (
        <SpecialDatesDialog
          current={dates.current}
          onClose={() => setDates(null)}
          onNext={(startDate, endDate) => {
            const from = dates.current;
            if (from) return changeDates(from, startDate, endDate);
            setDates(null);
            edit('special', { startDate, endDate });
          }}
        />
      )}
    </Stack>
  );
}
