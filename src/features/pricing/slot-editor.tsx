import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import type { SlotForm } from './pricing-form';
import { QUARTER_HOURS, slotRefusals } from './pricing-form';
import { useTranslation } from 'react-i18next';

interface Props {
  slot: SlotForm;
  removable: boolean;
  onChange: (slot: SlotForm) => void;
  onRemove: () => void;
}

const times = QUARTER_HOURS.map((t) => ({ value: t, label: t }));

/** One price slot: Start Time, End Time, Hourly Pricing and its Volume Discount rows. */
export function SlotEditor({ slot, removable, onChange, onRemove }: Props) {
  const { t } = useTranslation('pricing');
  const patch = (p: Partial<SlotForm>) => onChange({ ...slot, ...p });
  // What was typed stays; a refusal shows under its field (keystrokes used to be dropped: "150" % became "15").
  const refusals = slotRefusals(slot);
  const setPair = (i: number, pair: [string, string]) => patch({ discounts: slot.discounts.map((d, j) => (j === i ? pair : d)) });
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-slot-key={slot.key}
      style={slot.invalid ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Stack gap="xs">
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('pricing:slot.start')}
            data={times}
            value={slot.startTime}
            onChange={(v) => v && patch({ startTime: v })}
            w={110}
            allowDeselect={false}
          />
          <Select
            label={t('pricing:slot.end')}
            data={times}
            value={slot.endTime}
            onChange={(v) => v && patch({ endTime: v })}
            w={110}
            allowDeselect={false}
          />
          <TextInput
            label={t('pricing:slot.hourly')}
            required
            value={slot.price}
            error={refusals.price ?? (slot.invalid && slot.price.trim() === '' ? t('pricing:slot.required') : undefined)}
            onChange={(e) => patch({ price: e.currentTarget.value, invalid: false })}
            autoComplete="off"
            w={140}
            inputMode="decimal"
          />
          <TextInput
            label={t('pricing:slot.member')}
            description={t('pricing:slot.memberHint')}
            value={slot.memberPrice}
            error={refusals.memberPrice}
            onChange={(e) => patch({ memberPrice: e.currentTarget.value, invalid: false })}
            autoComplete="off"
            w={160}
            inputMode="decimal"
          />
          {removable && (
            <Button variant="subtle" color="red" onClick={onRemove}>
              {t('pricing:slot.remove')}
            </Button>
          )}
        </Group>
        <Text size="sm" fw={500}>
          {t('pricing:slot.volume')}
        </Text>
        {slot.discounts.map(([n, p], i) => (
          <Group key={i} align="flex-end">
            <TextInput
              label={t('pricing:slot.slots')}
              value={n}
              error={refusals.discounts[i][0]}
              onChange={(e) => setPair(i, [e.currentTarget.value, p])}
              w={90}
              inputMode="numeric"
              autoComplete="off"
            />
            <TextInput
              label={t('pricing:slot.percent')}
              value={p}
              error={refusals.discounts[i][1]}
              onChange={(e) => setPair(i, [n, e.currentTarget.value])}
              w={110}
              inputMode="decimal"
              autoComplete="off"
            />
            <ActionIcon
              variant="light"
              size="lg"
              aria-label={t('pricing:slot.addRow')}
              onClick={() => patch({ discounts: [...slot.discounts, ['', '']] })}
            >
              +
            </ActionIcon>
            {slot.discounts.length > 1 && (
              <ActionIcon
                variant="light"
                color="red"
                size="lg"
                aria-label={t('pricing:slot.removeRow')}
                onClick={() => patch({ discounts: slot.discounts.filter((_, j) => j !== i) })}
              >
                −
              </ActionIcon>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
