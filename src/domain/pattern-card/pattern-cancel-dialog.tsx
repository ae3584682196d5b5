import { Checkbox, Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Feature } from '../../../contract/features';
import { endpoints } from '../../../contract/endpoint-table';
import type { PatternDetails } from '../../../contract/pattern';
import { formatMoney, useCurrencySymbol } from '../../lib/money';
import { displayDate, shortTime } from '../../lib/time/club-date';
import { ActionDialog } from '../booking-details/action-dialog';
import { ModePicker } from '../booking-details/mode-picker';
import { bookingWrite } from '../booking-details/booking-api';
import { fetchPatternCancelPreview } from './pattern-api';
import { newIdempotencyKey } from '../../../contract/idempotency-key';
import { useTranslation } from 'react-i18next';

export type CancelScope = 'all' | 'from' | 'one';
type Refunds = { 0: number; 1: number; 2: number };
type Preview = { occurrences: number; cancelledGross: number; paid: number; refunds: Refunds; creditsRefunds: Refunds };

interface Props {
  details: PatternDetails;
  /** Opened from an occurrence's row: one occurrence, that one. */
  initial?: { scope: CancelScope; bookingId?: number };
  onClose: () => void;
  onDone: () => void;
}

/**
 * Cancel Booking of the bulk card (spec 1 §2, §4): the whole pattern, every occurrence from a
 * date on, or one occurrence; each refund type shows what the club's policy gives for that
 * choice (the server's preview, the same calculation the cancellation uses).
 */
export function PatternCancelDialog({ details: d, initial, onClose, onDone }: Props) {
  const { t } = useTranslation('pattern-card');
  const symbol = useCurrencySymbol();
  const upcoming = useMemo(() => d.occurrencesList.filter((o) => !o.bookingCancelled && o.bookingStatus === 'Upcoming'), [d]);
  const [scope, setScope] = useState<CancelScope>(initial?.scope ?? 'all');
  const [fromDate, setFromDate] = useState<string | null>(null);
  const [bookingId, setBookingId] = useState<string | null>(initial?.bookingId ? String(initial.bookingId) : null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [type, setType] = useState('2');
  const [mode, setMode] = useState(1);
  const [remarks, setRemarks] = useState('');
  const [sms, setSms] = useState(true);
  const [key] = useState(newIdempotencyKey);
  const target =
    scope === 'from' ? (fromDate ? { fromDate } : null) : scope === 'one' ? (bookingId ? { bookingId: Number(bookingId) } : null) : {};
  const targetKey = JSON.stringify(target);
  useEffect(() => {
    setPreview(null);
    setPreviewError(null);
    if (!target) return;
    let live = true;
    void fetchPatternCancelPreview(d.patternBookingId, target).then((o) => {
      if (!live) return;
      if (o.ok && o.data.preview) setPreview(o.data.preview);
      else setPreviewError(o.ok ? null : o.message);
    });
    return () => {
      live = false;
    };
    // targetKey stands for target (a new object each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [d.patternBookingId, targetKey]);
  const refund = preview ? preview.refunds[Number(type) as 0 | 1 | 2] : 0;
  // The part of the refund that goes back as member credits needs no refund mode (ADR 0037).
  const creditsBack = preview ? preview.creditsRefunds[Number(type) as 0 | 1 | 2] : 0;
  const money = (n: number) => formatMoney(n, symbol);
  const dates = [...new Set(upcoming.map((o) => o.dateBooked))].map((v) => ({ value: v, label: displayDate(v) }));
  return (
    <ActionDialog
      title={t('pattern-card:cancel.title')}
      opened
      onClose={onClose}
      onDone={onDone}
      color="red"
      localError={target ? null : scope === 'from' ? t('pattern-card:cancel.selectDate') : t('pattern-card:cancel.selectBooking')}
      onSubmit={() =>
        bookingWrite(
          endpoints.bulk.cancel,
          {
            patternBookingId: d.patternBookingId,
            ...target,
            refundType: Number(type),
            refundMode: refund - creditsBack > 0 ? mode : null,
            cancelRemarks: remarks,
            sendSMS: sms,
          },
          key,
        )
      }
      submitLabel={t('pattern-card:cancel.title')}
      feature={Feature.bookingPayments}
    >
      <Radio.Group label={t('pattern-card:cancel.scope')} value={scope} onChange={(v) => setScope(v as CancelScope)}>
        <Stack gap={6} mt={6}>
          <Radio value="all" label={t('pattern-card:cancel.all')} />
          <Radio value="from" label={t('pattern-card:cancel.from')} />
          <Radio value="one" label={t('pattern-card:cancel.one')} />
        </Stack>
      </Radio.Group>
      {scope === 'from' && (
        <Select
          label={t('pattern-card:cancel.fromDate')}
          placeholder={t('pattern-card:cancel.fromPlaceholder')}
          data={dates}
          value={fromDate}
          onChange={setFromDate}
          searchable
        />
      )}
      {scope === 'one' && (
        <Select
          label={t('pattern-card:cancel.booking')}
          placeholder={t('pattern-card:cancel.bookingPlaceholder')}
          searchable
          data={upcoming.map((o) => ({
            value: String(o.bookingId),
            label: t('pattern-card:cancel.option', {
              date: displayDate(o.dateBooked),
              from: shortTime(o.startTime),
              to: shortTime(o.endTime),
              id: o.bookingId,
            }),
          }))}
          value={bookingId}
          onChange={setBookingId}
        />
      )}
      {previewError && (
        <Text size="sm" c="orange">
          {previewError}
        </Text>
      )}
      {preview && (
        <Text size="sm" data-testid="cancel-preview">
          {t('pattern-card:cancel.preview', {
            bookings: preview.occurrences,
            gross: money(preview.cancelledGross),
            paid: money(preview.paid),
          })}
        </Text>
      )}
      {preview && preview.paid > 0 && preview.refunds[1] === 0 && (
        <Text size="xs" c="dimmed">
          {t('pattern-card:cancel.nothing')}
        </Text>
      )}
      <Radio.Group label={t('pattern-card:cancel.refund')} value={type} onChange={setType}>
        <Stack gap={6} mt={6}>
          <Radio value="2" label={t('pattern-card:cancel.policy', { amount: money(preview?.refunds[2] ?? 0) })} />
          <Radio value="1" label={t('pattern-card:cancel.full', { amount: money(preview?.refunds[1] ?? 0) })} />
          <Radio value="0" label={t('pattern-card:cancel.none')} />
        </Stack>
      </Radio.Group>
      {creditsBack > 0 && (
        <Text size="sm" data-testid="credits-back">
          {t('pattern-card:cancel.creditsBack', { amount: money(creditsBack) })}
        </Text>
      )}
      {refund - creditsBack > 0 && <ModePicker label={t('pattern-card:cancel.refundMode')} value={mode} onChange={setMode} />}
      <Textarea
        label={t('pattern-card:cancel.remarks')}
        maxLength={100}
        value={remarks}
        onChange={(e) => setRemarks(e.currentTarget.value)}
      />
      <Checkbox label={t('pattern-card:cancel.sms')} checked={sms} onChange={(e) => setSms(e.currentTarget.checked)} />
    </ActionDialog>
  );
}
