import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PricingEntry } from '../../../contract/pricing';
import { formatMoney } from '../../lib/money';
import { dayBadge, discountBadges } from './pricing-form';
import { useTranslation } from 'react-i18next';

/** One entry: day badge, then each time range with its price per slot and volume discounts. */
export function EntryView({ entry, symbol }: { entry: PricingEntry; symbol: string }) {
  const { t } = useTranslation('pricing');
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Badge variant="light">{dayBadge(entry.startDay, entry.endDay)}</Badge>
      </Group>
      {entry.priceSlots.map((s) => {
        const { shown, more } = discountBadges(s.slotDiscount);
        return (
          <Group key={`${s.startTime}-${s.endTime}`} gap="md" wrap="wrap">
            <Text size="sm" w={130}>
              {s.startTime.slice(0, 5)} - {s.endTime.slice(0, 5)}
            </Text>
            <Text size="sm" fw={600} w={120}>
              {formatMoney(Number(s.price), symbol)}
            </Text>
            {shown.map((d) => (
              <Badge key={d} color="teal" variant="outline" size="sm">
                {d}
              </Badge>
            ))}
            {more > 0 && (
              <Text size="xs" c="dimmed">
                {t('pricing:more', { more })}
              </Text>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}

/** A titled section (Regular, Holidays, a Specials period) with its buttons. */
export function PricingSection({ title, actions, children }: { title: string; actions: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={5}>{title}</Title>
        <Group gap="xs">{actions}</Group>
      </Group>
      {children}
    </Paper>
  );
}
