import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { ReportKind } from '../../../../contract/reports';
import { useSession } from '../../../lib/session/session-store';
import { todayIn } from '../../../lib/time/club-date';
import { PRESETS, presetOf, presetRange } from '../period-presets';
import { periodError, setFrom, setMode, setTo, type ReportForm } from '../report-form';

const day = (v: unknown): string | null =>
  typeof v === 'string' && v ? v.slice(0, 10) : v instanceof Date ? v.toISOString().slice(0, 10) : null;

/** Range (From / To) or Single Day (On); From and To follow each other (report-form.ts). */
export function PeriodFields({ kind, form, onChange }: { kind: ReportKind; form: ReportForm; onChange: (f: ReportForm) => void }) {
  const { t } = useTranslation('reports');
  const today = todayIn(useSession()?.timeZone);
  const picked = presetOf(form.from, form.mode === 'single' ? form.from : form.to, today);
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <SegmentedControl
          w="fit-content"
          value={form.mode}
          onChange={(v) => onChange(setMode(form, v as ReportForm['mode']))}
          data={[
            { value: 'range', label: t('reports:filter.range') },
            { value: 'single', label: t('reports:filter.single') },
          ]}
        />
        {/* Last month's takings in one tap (issue 27): a preset is a range, or one day as it is. */}
        <Group gap={6} role="group" aria-label={t('reports:filter.quick')}>
          {PRESETS.map(({ key, label }) => (
            <Button
              key={key}
              size="compact-sm"
              variant={picked === key ? 'filled' : 'light'}
              aria-pressed={picked === key}
              onClick={() => {
                const r = presetRange(key, today);
                const mode = r.from === r.to && form.mode === 'single' ? 'single' : 'range';
                onChange({ ...form, mode, from: r.from, to: r.to });
              }}
            >
              {label()}
            </Button>
          ))}
        </Group>
      </Group>
      <Group align="flex-start">
        <DatePickerInput
          label={form.mode === 'single' ? t('reports:filter.on') : t('reports:filter.from')}
          value={form.from}
          valueFormat="DD MMM YYYY"
          onChange={(v) => {
            const d = day(v);
            if (d) onChange(setFrom(form, kind, d));
          }}
          w={170}
        />
        {form.mode === 'range' && (
          <DatePickerInput
            label={t('reports:filter.to')}
            value={form.to}
            valueFormat="DD MMM YYYY"
            error={periodError(form)}
            onChange={(v) => {
              const d = day(v);
              if (d) onChange(setTo(form, kind, d));
            }}
            w={170}
          />
        )}
      </Group>
    </Stack>
  );
}
