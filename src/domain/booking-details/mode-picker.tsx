import { SegmentedControl, Stack, Text } from '@mantine/core';

const MODES = [
  { value: '1', label: 'Cash' },
  { value: '2', label: 'Card' },
  { value: '3', label: 'Other' },
];

/** Payment (or refund) mode: Cash, Card or Other — money that moves always has one. */
export function ModePicker({
  value,
  onChange,
  label = 'Payment mode',
}: {
  value: number;
  onChange: (mode: number) => void;
  label?: string;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl aria-label={label} data={MODES} value={String(value)} onChange={(v) => onChange(Number(v))} />
    </Stack>
  );
}
