import { ActionIcon, Paper, SimpleGrid, Text } from '@mantine/core';
import type { EventSummary } from '../../../contract/events';
import { formatMoney } from '../../lib/money';
import { useTranslation } from 'react-i18next';

interface Props {
  summary: EventSummary | null;
  symbol: string;
  onEditTickets: () => void;
}

/** The six cards: Total Passes (with edit), Sold Passes, registrations and gross (spec 2 §2). */
export function SummaryCards({ summary, symbol, onEditTickets }: Props) {
  const { t } = useTranslation('events');
  const s = summary ?? { totalTickets: 0, totalSoldTickets: 0, totalRegistrations: 0, paidRegistrations: 0, totalGross: 0, totalPaid: 0 };
  const cards: [string, string, boolean][] = [
    [t('events:cards.totalPasses'), String(s.totalTickets), true],
    [t('events:cards.soldPasses'), String(s.totalSoldTickets), false],
    [t('events:cards.totalRegistration'), String(s.totalRegistrations), false],
    [t('events:cards.paidRegistration'), String(s.paidRegistrations), false],
    [t('events:cards.totalGross'), formatMoney(s.totalGross, symbol), false],
    [t('events:cards.paidGross'), formatMoney(s.totalPaid, symbol), false],
  ];
  return (
    <SimpleGrid cols={{ base: 3, lg: 6 }}>
      {cards.map(([label, value, editable]) => (
        <Paper key={label} withBorder p="sm" radius="md" pos="relative">
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} size="lg">
            {value}
          </Text>
          {editable && (
            <ActionIcon
              variant="light"
              size="sm"
              pos="absolute"
              top={8}
              right={8}
              aria-label={t('events:editTickets')}
              onClick={onEditTickets}
            >
              ✎
            </ActionIcon>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
