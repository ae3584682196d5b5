import { Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { Feature } from '../../../../contract/features';
import { FAIR_USE_FIELDS, parseFairUseField, type FairUseActivityLimits, type FairUseField } from '../../../../contract/fair-use';
import { WriteButton } from '../../../components/write-button';
import { SettingsCard } from '../cards/card';
import { fetchFairUse, saveFairUse } from './fair-use-api';
import { fairUseHint, fairUseLabel } from './fair-use-words';
import { useTranslation } from 'react-i18next';

type Typed = Record<FairUseField, string>;

const typedOf = (l: FairUseActivityLimits | undefined): Typed =>
  Object.fromEntries(FAIR_USE_FIELDS.map((f) => [f, l?.[f] == null ? '' : String(l[f])])) as Typed;

/**
 * Fair-use limits per activity (feature 19, ADR 0078): blank is no limit. Each field keeps what
 * was typed; a bad value is named under its field and nothing is saved.
 */
export function FairUseCard() {
  const { t } = useTranslation('settings');
  const [limits, setLimits] = useState<FairUseActivityLimits[] | null>(null);
  const [activityId, setActivityId] = useState<string | null>(null);
  const [typed, setTyped] = useState<Typed>(typedOf(undefined));
  const [errors, setErrors] = useState<Partial<Record<FairUseField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const load = useCallback(() => void fetchFairUse().then((o) => o.ok && setLimits(o.data.limits ?? [])), []);
  useEffect(load, [load]);

  const choose = (value: string | null) => {
    setActivityId(value);
    setTyped(typedOf(limits?.find((l) => String(l.activityId) === value)));
    setErrors({});
    setFailure(null);
  };
  const save = async () => {
    if (!activityId) return setFailure(t('settings:fairUse.chooseActivity'));
    const found: Partial<Record<FairUseField, string>> = {};
    for (const f of FAIR_USE_FIELDS) {
      const parsed = parseFairUseField(f, typed[f]);
      if ('error' in parsed) found[f] = parsed.error;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const o = await saveFairUse({ activityId: Number(activityId), ...typed });
    setSaving(false);
    if (!o.ok) {
      const field = o.kind === 'failure' ? (o.errors?.[0]?.path as FairUseField | undefined) : undefined;
      if (field && FAIR_USE_FIELDS.includes(field)) setErrors({ [field]: o.message });
      else setFailure(o.message);
      return;
    }
    setFailure(null);
    // The inputs keep what was typed; the list behind the selector takes the saved values.
    setLimits(o.data.limits ?? []);
  };

  return (
    <SettingsCard title={t('settings:fairUse.title')} note={t('settings:fairUse.note')}>
      <Stack gap="sm">
        <Select
          label={t('settings:fairUse.activity')}
          placeholder={t('settings:fairUse.chooseActivity')}
          data={(limits ?? []).map((l) => ({ value: String(l.activityId), label: l.activityName }))}
          value={activityId}
          onChange={choose}
          w={{ base: '100%', sm: 320 }}
        />
        {activityId && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} style={{ alignItems: 'start' }}>
            {FAIR_USE_FIELDS.map((f) => (
              <TextInput
                key={f}
                label={fairUseLabel(f)}
                description={fairUseHint(f)}
                inputMode="decimal"
                placeholder={t('settings:fairUse.noLimit')}
                value={typed[f]}
                error={errors[f]}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setTyped((x) => ({ ...x, [f]: value }));
                  setErrors((x) => ({ ...x, [f]: undefined }));
                }}
              />
            ))}
          </SimpleGrid>
        )}
        {failure && (
          <Text size="sm" c="red" role="alert">
            {failure}
          </Text>
        )}
        <Group justify="flex-end">
          <WriteButton feature={Feature.clubSettings} loading={saving} onClick={() => void save()} disabled={!activityId}>
            {t('settings:fairUse.save')}
          </WriteButton>
        </Group>
      </Stack>
    </SettingsCard>
  );
}
