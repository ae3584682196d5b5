import '@mantine/dates/styles.css';
import { Checkbox, Group, Loader, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { Suspense } from 'react';
import { DatePickerInput } from '@mantine/dates';
import { useCourts } from '../../offline/mirror-queries';
import type { ActivityRow } from '../../offline/schema/v1';
import { changeForm, dayNames, type PatternFormState } from './pattern-form-state';
import { useTranslation } from 'react-i18next';

/** 15-minute steps (spec 1 §9), 00:00 … 23:45. */
const TIMES = Array.from(
  { length: 96 },
  (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
);

interface Props {
  value: PatternFormState;
  onChange: (next: PatternFormState) => void;
  activities: ActivityRow[];
  /** Which form: remark only when blocking, Ignore unavailable slots only for bulk booking. */
  purpose: 'book' | 'block' | 'unblock';
}

/** The shared form of Bulk Booking, Block Slots and Unblock Slots (spec 1 §2). */
export function PatternFormFields(props: Props) {
  // Block Slots shows it too: the form's words load with it.
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <Fields {...props} />
    </Suspense>
  );
}

function Fields({ value: f, onChange, activities, purpose }: Props) {
  const { t } = useTranslation('pattern-form');
  const set = (patch: Partial<PatternFormState>) => onChange(changeForm(f, patch));
  const courts = useCourts(f.activityId) ?? [];
  const activity = activities.find((a) => a.activityId === f.activityId);
  const allCourts = courts.length > 0 && courts.every((c) => f.courts.includes(c.courtId));
  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('pattern-form:activity')}
          placeholder={t('pattern-form:activityPlaceholder')}
          data={activities.map((a) => ({ value: String(a.activityId), label: a.activityName }))}
          value={f.activityId === null ? null : String(f.activityId)}
          onChange={(v) => set({ activityId: v ? Number(v) : null })}
          searchable
          w={240}
        />
        {purpose === 'book' && activity?.activityType === 1 && (
          <Select
            label={t('pattern-form:slotCount')}
            placeholder={t('pattern-form:slotCountPlaceholder')}
            data={Array.from({ length: activity.maxSlotCount }, (_, i) => String(i + 1))}
            value={f.slotCount === null ? null : String(f.slotCount)}
            onChange={(v) => set({ slotCount: v ? Number(v) : null })}
            w={140}
          />
        )}
      </Group>
      {f.activityId !== null && (
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('pattern-form:courts')}
          </Text>
          <Checkbox
            label={t('pattern-form:selectAll')}
            checked={allCourts}
            indeterminate={!allCourts && f.courts.length > 0}
            onChange={() => set({ courts: allCourts ? [] : courts.map((c) => c.courtId) })}
          />
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={6}>
            {courts.map((c) => (
              <Checkbox
                key={c.courtId}
                label={c.courtName}
                checked={f.courts.includes(c.courtId)}
                onChange={(e) =>
                  set({ courts: e.currentTarget.checked ? [...f.courts, c.courtId] : f.courts.filter((id) => id !== c.courtId) })
                }
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <Group wrap="wrap">
        <DatePickerInput
          label={t('pattern-form:from')}
          placeholder={t('pattern-form:fromPlaceholder')}
          value={f.startDate}
          valueFormat="DD MMM YYYY"
          onChange={(v) => set({ startDate: v })}
          w={170}
        />
        <DatePickerInput
          label={t('pattern-form:to')}
          placeholder={t('pattern-form:toPlaceholder')}
          value={f.endDate}
          valueFormat="DD MMM YYYY"
          onChange={(v) => set({ endDate: v })}
          w={170}
        />
      </Group>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('pattern-form:days')}
        </Text>
        <Checkbox
          label={t('pattern-form:allDays')}
          checked={f.days.length === 7}
          indeterminate={f.days.length > 0 && f.days.length < 7}
          onChange={() => set({ days: f.days.length === 7 ? [] : [0, 1, 2, 3, 4, 5, 6] })}
        />
        <Group gap="md">
          {dayNames().map((name, d) => (
            <Checkbox
              key={d}
              label={name}
              checked={f.days.includes(d)}
              onChange={(e) => set({ days: e.currentTarget.checked ? [...f.days, d] : f.days.filter((x) => x !== d) })}
            />
          ))}
        </Group>
      </Stack>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('pattern-form:timeFrom')}
          placeholder={t('pattern-form:start')}
          data={TIMES}
          value={f.startTime}
          onChange={(v) => set({ startTime: v })}
          disabled={f.allDay}
          searchable
          w={130}
        />
        <Select
          label={t('pattern-form:timeTo')}
          placeholder={t('pattern-form:end')}
          data={TIMES}
          value={f.endTime}
          onChange={(v) => set({ endTime: v })}
          disabled={f.allDay}
          searchable
          w={130}
        />
        <Checkbox label={t('pattern-form:allDay')} checked={f.allDay} onChange={(e) => set({ allDay: e.currentTarget.checked })} mb={8} />
      </Group>
      {purpose === 'block' && (
        <Textarea
          label={t('pattern-form:remark')}
          placeholder={t('pattern-form:remarkPlaceholder')}
          maxLength={100}
          value={f.remarks}
          onChange={(e) => set({ remarks: e.currentTarget.value })}
          autosize
          minRows={2}
        />
      )}
      {purpose === 'book' && (
        <Group gap="xl">
          <Checkbox
            label={t('pattern-form:ignoreUnavailable')}
            checked={f.ignoreUnavailable}
            onChange={(e) => set({ ignoreUnavailable: e.currentTarget.checked })}
          />
          <Checkbox
            label={t('pattern-form:memberBulk')}
            checked={f.memberBulk}
            onChange={(e) => set({ memberBulk: e.currentTarget.checked })}
          />
        </Group>
      )}
    </Stack>
  );
}
