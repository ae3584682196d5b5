import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReportKind } from '../../../../contract/reports';
import { SUMMARY_KEYS } from '../../../../contract/reports-columns';
import { useTranslation } from 'react-i18next';
import { formatMoney, useCurrencySymbol } from '../../../lib/money';
import { headerWords } from '../report-words';

/** The report's totals (spec 3 §3 summary keys), one card each. */
export function SummaryStrip({ kind, summary, label }: { kind: ReportKind; summary: Record<string, number>; label: string }) {
  useTranslation('reports');
  const symbol = useCurrencySymbol();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: SUMMARY_KEYS[kind].length }} spacing="sm" role="group" aria-label={label}>
      {SUMMARY_KEYS[kind].map(({ key, label: name, money }) => (
        <Paper key={key} withBorder p="sm" data-summary={key}>
          <Text size="xs" c="dimmed">
            {headerWords(name)}
          </Text>
          <Text fw={600} data-testid={`summary-${key}`}>
            {money ? formatMoney(summary[key] ?? 0, symbol) : String(summary[key] ?? 0)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
