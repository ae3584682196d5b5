import { Text, Timeline } from '@mantine/core';
import type { HistoryEntryView } from '../../../contract/booking-actions';
import { formatMoney, useCurrencySymbol } from '../../lib/money';
import { currentSession } from '../../lib/session/session-store';
import { clubStamp, displayDate, shortTime } from '../../lib/time/club-date';

const LABELS: Record<string, string> = {
  create: 'Booked',
  payment: 'Payment',
  amount: 'Amount edited',
  addons: 'Add-ons added',
  remarks: 'Remarks',
  cancel: 'Cancelled',
  reschedule: 'Rescheduled',
  reschedule_enabled: 'Reschedule enabled',
  checkin: 'Checked in',
  noshow: 'No-show',
  view_mobile: 'Number viewed',
  get_in_touch: 'Call-back requested',
  payment_link: 'Payment link sent',
  fair_use_override: 'Fair-use limit overridden',
  strike_override: 'No-show strikes overridden',
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One line of what changed, from the entry's after/before values; money as the club shows it everywhere. */
export function describeHistory(entry: HistoryEntryView, symbol: string): string {
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const before = (entry.before ?? {}) as Record<string, unknown>;
  // The history keeps amounts as the wire had them (numbers, or numeric text from the database).
  const money = (value: unknown) =>
    value === null || value === undefined || value === '' || !Number.isFinite(Number(value)) ? '-' : formatMoney(Number(value), symbol);
  switch (entry.action) {
    case 'payment':
      if (after.target === 'fee') return `Fee: ${money(after.amount)}${after.fromCredits ? ' from credits' : ''}`;
      return `${after.target === 'extras' ? 'Add-ons' : 'Court'}: ${money(after.amount)}${Number(after.discount) > 0 ? `, discount ${money(after.discount)}` : ''}`;
    case 'amount':
      return `${money(before.courtGross)} → ${money(after.courtGross)}`;
    case 'remarks':
      return String(after.remarks ?? '');
    case 'cancel':
      return `Refund ${money(after.refund)}${Number(after.lateCancelFee) > 0 ? `, late-cancel fee ${money(after.lateCancelFee)}` : ''}${after.remarks ? ` · ${after.remarks}` : ''}`;
    case 'reschedule':
      return `${before.court} ${displayDate(String(before.date))} ${shortTime(String(before.start))} → ${after.court} ${displayDate(String(after.date))} ${shortTime(String(after.start))}`;
    case 'checkin':
      return `Attendee ${after.attendee}`;
    case 'noshow':
      if (after.noShow) return Number(after.feeAdded) > 0 ? `Marked, fee ${money(after.feeAdded)}` : 'Marked';
      return Number(after.feeRemoved) > 0
        ? `Cleared, fee ${money(after.feeRemoved)} removed${Number(after.feeRefunded) > 0 ? `, ${money(after.feeRefunded)} given back` : ''}`
        : 'Cleared';
    case 'addons':
      return ((after.added as { name: string; quantity: number }[] | undefined) ?? []).map((a) => `${a.name} × ${a.quantity}`).join(', ');
    case 'fair_use_override':
      return `${String(after.reason ?? '')} · ${((after.limits as string[] | undefined) ?? []).join('; ')}`;
    case 'strike_override':
      return `${String(after.reason ?? '')} · ${count(Number(after.noShows), 'no-show', 'no-shows')} in the last ${count(Number(after.days), 'day', 'days')} (strike at ${Number(after.limit)})`;
    default:
      return '';
  }
}

/** The booking's history: who changed what and when, oldest first. */
export function HistoryTimeline({ history }: { history: HistoryEntryView[] }) {
  const symbol = useCurrencySymbol();
  if (history.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No changes yet
      </Text>
    );
  return (
    <section aria-label="Booking history">
      <Timeline bulletSize={12} lineWidth={2}>
        {history.map((h) => (
          <Timeline.Item key={h.id} title={LABELS[h.action] ?? h.action}>
            <Text size="xs">{describeHistory(h, symbol)}</Text>
            <Text size="xs" c="dimmed">
              {h.actor} · {clubStamp(currentSession()?.timeZone, h.timestamp)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </section>
  );
}
