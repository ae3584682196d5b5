import { Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { Feature } from '../../../../contract/features';
import {
  FAIR_USE_FIELDS,
  FAIR_USE_LABELS,
  parseFairUseField,
  type FairUseActivityLimits,
  type FairUseField,
} from '../../../../contract/fair-use';
import { WriteButton } from '../../../components/write-button';
import { SettingsCard } from '../cards/card';
import { fetchFairUse, saveFairUse } from './fair-use-api';

type Typed = Record<FairUseField, string>;
const HINTS: Record<FairUseField, string> = {
  maxUpcoming: 'Not yet played',
  peakHoursPerDay: 'In quarter hours, e.g. 1.5',
  peakHoursPerWeek: 'Monday to Sunday',
  peakFromPrice: 'Blank = every slot is peak',
  deskDaysAhead: 'Days after today; 0 = today only',
  marketplaceDaysAhead: 'Days after today, online',
};

const typedOf = (l: FairUseActivityLimits | undefined): Typed =>
  Object.fromEntries(FAIR_USE_FIELDS.map((f) => [f, l?.[f] == null ? '' : String(l[f])])) as Typed;

/**
 * Fair-use limits per activity (feature 19, ADR 0078): blank is no limit. Each field keeps what
 * was typed; a bad value is named under its field and nothing is saved.
 */
export function FairUseCard() {
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
    if (!activityId) return setFailure('Choose an activity');
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
    <SettingsCard
      title="Fair-use limits"
      note="Per activity: how many upcoming bookings one customer may hold, peak hours a day and a week, and how far ahead the desk and the marketplace may book. Blank = no limit. An admin can book past a limit at checkout with a reason."
    >
      <Stack gap="sm">
        <Select
          label="Activity"
          placeholder="Choose an activity"
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
                label={FAIR_USE_LABELS[f]}
                description={HINTS[f]}
                inputMode="decimal"
                placeholder="No limit"
                value={typed[f]}
                error={errors[f]}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setTyped((t) => ({ ...t, [f]: value }));
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
            Save limits
          </WriteButton>
        </Group>
      </Stack>
    </SettingsCard>
  );
}
