import { Divider, Group, Text } from '@mantine/core';
import type { PatternDetails } from '../../../contract/pattern';
import { formatMoney, useCurrencySymbol } from '../../lib/money';
import { displayDate, shortTime } from '../../lib/time/club-date';
import { daysLabel } from '../pattern-form/pattern-form-state';

/** When, where, who and the money of a pattern booking. */
export function PatternFacts({ details: d }: { details: PatternDetails }) {
  const symbol = useCurrencySymbol();
  const money = (n: number) => formatMoney(n, symbol);
  const c = d.customerDetails;
  return (
    <div>
      <Text size="sm">
        {displayDate(d.startDate)} – {displayDate(d.endDate)} · {daysLabel(d.days)}
      </Text>
      <Text size="sm" c="dimmed">
        {d.allDay ? 'All day' : `${shortTime(d.startTime)} – ${shortTime(d.endTime)}`} · {d.courts.join(', ')} · {d.slotCount} slot(s) ·{' '}
        {d.occurrences - d.cancelledOccurrences} of {d.occurrences} booking(s) live
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
          Gross <b>{money(d.summary.gross)}</b>
        </Text>
        {d.summary.discount > 0 && (
          <Text size="sm">
            Discount <b data-testid="pattern-discount">{money(d.summary.discount)}</b>
          </Text>
        )}
        <Text size="sm">
          Paid <b>{money(d.summary.paid)}</b>
        </Text>
        {d.summary.credits > 0 && (
          <Text size="sm">
            Credits <b data-testid="pattern-credits">{money(d.summary.credits)}</b>
          </Text>
        )}
        <Text size="sm">
          Balance <b data-testid="pattern-balance">{money(d.summary.balance)}</b>
        </Text>
      </Group>
      {d.summary.cancellationFee > 0 && (
        <Text size="xs" c="dimmed">
          Kept on cancellation: {money(d.summary.cancellationFee)}
        </Text>
      )}
      {d.extras.length > 0 && (
        <Text size="sm" mt={4}>
          Add-ons: {d.extras.map((e) => `${e.items} × ${e.quantity}`).join(', ')} · balance {money(d.extrasSummary.balance)}
        </Text>
      )}
    </div>
  );
}
