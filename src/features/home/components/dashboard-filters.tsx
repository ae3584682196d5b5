import { Button, Group, Select, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { ALL_ACTIVITIES, DASHBOARD_PERIODS, DashboardPeriod } from '../../../../contract/analytics';
import { pickedDate } from '../../../lib/time/follow-range';
import { useActivities } from '../../../offline/mirror-queries';
import { customRangeError } from '../custom-range';
import { DATE_INPUT_FORMAT } from '../../../lib/time/club-date';
import { useTranslation } from 'react-i18next';

export interface DashboardFilter {
  activityId: number;
  period: number;
  fromDate?: string;
  toDate?: string;
}

/** The periods' words (the contract's English labels are the spec's). */
const PERIOD_WORDS = {
  [DashboardPeriod.today]: 'home:period.today',
  [DashboardPeriod.yesterday]: 'home:period.yesterday',
  [DashboardPeriod.thisWeek]: 'home:period.thisWeek',
  [DashboardPeriod.thisMonth]: 'home:period.thisMonth',
  [DashboardPeriod.custom]: 'home:period.custom',
} as const;

interface Props {
  value: DashboardFilter;
  today: string;
  onChange(next: DashboardFilter): void;
}

/** Activity (All Sports) and period; Custom opens a range picker that cannot reach the future, applied by Apply. */
export function DashboardFilters({ value, today, onChange }: Props) {
  const { t } = useTranslation('home');
  const activities = useActivities();
  const [period, setPeriod] = useState(String(value.period));
  const [range, setRange] = useState<[string | null, string | null]>([value.fromDate ?? null, value.toDate ?? null]);
  const [error, setError] = useState<string | null>(null);
  const custom = Number(period) === DashboardPeriod.custom;

  const choosePeriod = (p: string | null) => {
    if (!p) return;
    setPeriod(p);
    setError(null);
    if (Number(p) !== DashboardPeriod.custom) onChange({ activityId: value.activityId, period: Number(p) });
  };
  const apply = () => {
    const problem = customRangeError(range[0], range[1], today);
    setError(problem);
    if (!problem) onChange({ activityId: value.activityId, period: DashboardPeriod.custom, fromDate: range[0]!, toDate: range[1]! });
  };

  return (
    <Group align="end" wrap="wrap">
      <Select
        label={t('home:sport')}
        data={[
          { value: String(ALL_ACTIVITIES), label: t('home:allSports') },
          ...(activities ?? []).map((a) => ({ value: String(a.activityId), label: a.activityName })),
        ]}
        value={String(value.activityId)}
        onChange={(v) => v && onChange({ ...value, activityId: Number(v) })}
        allowDeselect={false}
        w={200}
      />
      <Select
        label={t('home:period.label')}
        data={DASHBOARD_PERIODS.map((p) => ({ value: String(p.value), label: t(PERIOD_WORDS[p.value]) }))}
        value={period}
        onChange={choosePeriod}
        allowDeselect={false}
        w={160}
      />
      {custom && (
        <>
          <DatePickerInput
            type="range"
            allowSingleDateInRange
            label={t('home:dates')}
            placeholder={t('home:pickDates')}
            maxDate={today}
            value={range}
            onChange={([a, b]) => setRange([pickedDate(a), pickedDate(b)])}
            valueFormat={DATE_INPUT_FORMAT}
            w={260}
          />
          <Button onClick={apply}>{t('home:apply')}</Button>
        </>
      )}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Group>
  );
}
