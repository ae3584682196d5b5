import { ActionIcon, Paper, SimpleGrid, Text } from '@mantine/core';
import type { EventSummary } from '../../../contract/events';
import { formatMoney } from '../../lib/money';

interface Props {
  summary: EventSummary | null;
  symbol: string;
  onEditTickets: () => void;
}

/** The six cards: Total Passes (with edit), Sold Passes, registrations and gross (spec 2 §2). */
export function SummaryCards({ summary, symbol, onEditTickets }: Props) {
  const s = summary ?? { totalTickets: 0, totalSoldTickets: 0, totalRegistrations: 0, paidRegistrations: 0, totalGross: 0, totalPaid: 0 };
  const cards: [string, string, boolean][] = [
    ['Total Passes', String(s.totalTickets), true],
    ['Sold Passes', String(s.totalSoldTickets), false],
    ['Total Registration', String(s.totalRegistrations), false],
    ['Paid Registration', String(s.paidRegistrations), false],
    ['Total Gross', formatMoney(s.totalGross, symbol), false],
    ['Paid Gross', formatMoney(s.totalPaid, symbol), false],
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
            <ActionIcon variant="light" size="sm" pos="absolute" top={8} right={8} aria-label="Edit Tickets" onClick={onEditTickets}>
              ✎
            </ActionIcon>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
