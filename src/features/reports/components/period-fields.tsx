import { Group, SegmentedControl, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { ReportKind } from '../../../../contract/reports';
import { periodError, setFrom, setMode, setTo, type ReportForm } from '../report-form';

const day = (v: unknown): string | null =>
  typeof v === 'string' && v ? v.slice(0, 10) : v instanceof Date ? v.toISOString().slice(0, 10) : null;

/** Range (From / To) or Single Day (On); From and To follow each other (report-form.ts). */
export function PeriodFields({ kind, form, onChange }: { kind: ReportKind; form: ReportForm; onChange: (f: ReportForm) => void }) {
  return (
    <Stack gap="xs">
      <SegmentedControl
        w="fit-content"
        value={form.mode}
        onChange={(v) => onChange(setMode(form, v as ReportForm['mode']))}
        data={[
          { value: 'range', label: 'Range' },
          { value: 'single', label: 'Single Day' },
        ]}
      />
      <Group align="flex-start">
        <DatePickerInput
          label={form.mode === 'single' ? 'On' : 'From'}
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
            label="To"
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
