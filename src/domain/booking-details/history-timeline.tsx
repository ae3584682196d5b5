import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HistoryEntryView } from '../../../contract/booking-actions';
import { i18n } from '../../lib/i18n/i18n';
import { formatMoney, useCurrencySymbol } from '../../lib/money';
import { currentSession } from '../../lib/session/session-store';
import { clubStamp, displayDate, shortTime } from '../../lib/time/club-date';

const LABELS: Record<string, string> = {
  create: 'booking-details:history.action.create',
  payment: 'booking-details:history.action.payment',
  amount: 'booking-details:history.action.amount',
  addons: 'booking-details:history.action.addons',
  remarks: 'booking-details:history.action.remarks',
  cancel: 'booking-details:history.action.cancel',
  reschedule: 'booking-details:history.action.reschedule',
  reschedule_enabled: 'booking-details:history.action.rescheduleEnabled',
  checkin: 'booking-details:history.action.checkin',
  noshow: 'booking-details:history.action.noshow',
  view_mobile: 'booking-details:history.action.viewMobile',
  get_in_touch: 'booking-details:history.action.getInTouch',
  payment_link: 'booking-details:history.action.paymentLink',
  fair_use_override: 'booking-details:history.action.fairUseOverride',
  strike_override: 'booking-details:history.action.strikeOverride',
};

const t = (key: string, values: Record<string, unknown> = {}) => i18n.t(key, values);

/** One line of what changed, from the entry's after/before values; money as the club shows it everywhere. */
export function describeHistory(entry: HistoryEntryView, symbol: string): string {
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const before = (entry.before ?? {}) as Record<string, unknown>;
  // The history keeps amounts as the wire had them (numbers, or numeric text from the database).
  const money = (value: unknown) =>
    value === null || value === undefined || value === '' || !Number.isFinite(Number(value)) ? '-' : formatMoney(Number(value), symbol);
  switch (entry.action) {
    case 'payment':
      if (after.target === 'fee')
        return (
          t('booking-details:history.fee', { amount: money(after.amount) }) +
          (after.fromCredits ? t('booking-details:history.fromCredits') : '')
        );
      return (
        t(after.target === 'extras' ? 'booking-details:history.addons' : 'booking-details:history.court', { amount: money(after.amount) }) +
        (Number(after.discount) > 0 ? t('booking-details:history.discount', { amount: money(after.discount) }) : '')
      );
    case 'amount':
      return `${money(before.courtGross)} → ${money(after.courtGross)}`;
    case 'remarks':
      return String(after.remarks ?? '');
    case 'cancel':
      return (
        t('booking-details:history.refund', { amount: money(after.refund) }) +
        (Number(after.lateCancelFee) > 0 ? t('booking-details:history.lateCancelFee', { amount: money(after.lateCancelFee) }) : '') +
        (after.remarks ? ` · ${String(after.remarks)}` : '')
      );
    case 'reschedule':
      return `${before.court} ${displayDate(String(before.date))} ${shortTime(String(before.start))} → ${after.court} ${displayDate(String(after.date))} ${shortTime(String(after.start))}`;
    case 'checkin':
      return t('booking-details:history.attendee', { attendee: after.attendee });
    case 'noshow':
      if (after.noShow)
        return Number(after.feeAdded) > 0
          ? t('booking-details:history.markedFee', { amount: money(after.feeAdded) })
          : t('booking-details:history.marked');
      return Number(after.feeRemoved) > 0
        ? t('booking-details:history.clearedFee', { amount: money(after.feeRemoved) }) +
            (Number(after.feeRefunded) > 0 ? t('booking-details:history.givenBack', { amount: money(after.feeRefunded) }) : '')
        : t('booking-details:history.cleared');
    case 'addons':
      return ((after.added as { name: string; quantity: number }[] | undefined) ?? []).map((a) => `${a.name} × ${a.quantity}`).join(', ');
    case 'fair_use_override':
      return `${String(after.reason ?? '')} · ${((after.limits as string[] | undefined) ?? []).join('; ')}`;
    case 'strike_override':
      return `${String(after.reason ?? '')} · ${t('booking-details:history.strikes', {
        noShows: t('booking-details:history.noShows', { count: Number(after.noShows) }),
        days: t('booking-details:history.days', { count: Number(after.days) }),
        limit: Number(after.limit),
      })}`;
    default:
      return '';
  }
}

/** The booking's history: who changed what and when, oldest first. */
export function HistoryTimeline({ history }: { history: HistoryEntryView[] }) {
  const { t: say } = useTranslation('booking-details');
  const symbol = useCurrencySymbol();
  if (history.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {say('booking-details:history.none')}
      </Text>
    );
  return (
    <section aria-label={say('booking-details:history.label')}>
      <Timeline bulletSize={12} lineWidth={2}>
        {history.map((h) => (
          <Timeline.Item key={h.id} title={Object.hasOwn(LABELS, h.action) ? say(LABELS[h.action]) : h.action}>
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
