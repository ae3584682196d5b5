import { Divider, Group, Text } from '@mantine/core';
import type { PatternDetails } from '../../../contract/pattern';
import { formatMoney, useCurrencySymbol } from '../../lib/money';
import { displayDate, shortTime } from '../../lib/time/club-date';
import { daysLabel } from '../pattern-form/pattern-form-state';
import { useTranslation } from 'react-i18next';

/** When, where, who and the money of a pattern booking. */
export function PatternFacts({ details: d }: { details: PatternDetails }) {
  const { t } = useTranslation('pattern-card');
  const symbol = useCurrencySymbol();
  const money = (n: number) => formatMoney(n, symbol);
  const c = d.customerDetails;
  return (
    <div>
      <Text size="sm">
        {t('pattern-card:facts.dates', { from: displayDate(d.startDate), to: displayDate(d.endDate), days: daysLabel(d.days) })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('pattern-card:facts.what', {
          time: d.allDay
            ? t('pattern-card:facts.allDay')
            : t('pattern-card:facts.times', { from: shortTime(d.startTime), to: shortTime(d.endTime) }),
          courts: d.courts.join(', '),
          slots: d.slotCount,
          live: d.occurrences - d.cancelledOccurrences,
          total: d.occurrences,
        })}
      </Text>
      <Divider my={6} />
      <Text size="sm" fw={600}>
        {c.customerName}
      </Text>
      <Text size="sm" c="dimmed">
        {c.customerCountryCode} {c.customerMobile}
        {c.customerEmail ? ` · ${c.customerEmail}` : ''}
      </Text>
      <Divider my={6} />
      <Group gap="lg" data-testid="pattern-money">
        <Text size="sm">
          {t('pattern-card:facts.gross')} <b>{money(d.summary.gross)}</b>
        </Text>
        {d.summary.discount > 0 && (
          <Text size="sm">
            {t('pattern-card:facts.discount')} <b data-testid="pattern-discount">{money(d.summary.discount)}</b>
          </Text>
        )}
        <Text size="sm">
          {t('pattern-card:facts.paid')} <b>{money(d.summary.paid)}</b>
        </Text>
        {d.summary.credits > 0 && (
          <Text size="sm">
            {t('pattern-card:facts.credits')} <b data-testid="pattern-credits">{money(d.summary.credits)}</b>
          </Text>
        )}
        <Text size="sm">
          {t('pattern-card:facts.balance')} <b data-testid="pattern-balance">{money(d.summary.balance)}</b>
        </Text>
      </Group>
      {d.summary.cancellationFee > 0 && (
        <Text size="xs" c="dimmed">
          {t('pattern-card:facts.kept', { amount: money(d.summary.cancellationFee) })}
        </Text>
      )}
      {d.extras.length > 0 && (
        <Text size="sm" mt={4}>
          {t('pattern-card:facts.addons', {
            items: d.extras.map((e) => `${e.items} × ${e.quantity}`).join(', '),
            balance: money(d.extrasSummary.balance),
          })}
        </Text>
      )}
    </div>
  );
}
