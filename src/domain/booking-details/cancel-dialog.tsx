import { Checkbox, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Feature } from '../../../contract/features';
import { endpoints } from '../../../contract/endpoint-table';
import { formatMoney, useCurrencySymbol } from '../../lib/money';
import { ActionDialog } from './action-dialog';
import { ModePicker } from './mode-picker';
import { bookingWrite, fetchCancelPreview } from './booking-api';
import { newIdempotencyKey } from '../../../contract/idempotency-key';

type Refunds = { 0: number; 1: number; 2: number };
type Preview = {
  paid: number;
  policyPercent: number;
  refunds: Refunds;
  creditsRefunds: Refunds;
  lateCancelFees?: Refunds;
  feesOwed?: Refunds;
};

/** Cancel Booking: the refund each type gives (2 as per policy by default), mode, remarks, SMS. */
export function CancelDialog({
  bookingId,
  opened,
  onClose,
  onDone,
}: {
  bookingId: number;
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('booking-details');
  const symbol = useCurrencySymbol();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [type, setType] = useState('2');
  const [mode, setMode] = useState(1);
  const [remarks, setRemarks] = useState('');
  const [sms, setSms] = useState(true);
  const [key] = useState(newIdempotencyKey);
  useEffect(() => {
    if (opened) void fetchCancelPreview(bookingId).then((o) => o.ok && o.data.preview && setPreview(o.data.preview));
  }, [opened, bookingId]);
  const refund = preview ? preview.refunds[Number(type) as 0 | 1 | 2] : 0;
  // The part paid with member credits goes back as credits and needs no refund mode (ADR 0042).
  const creditsBack = preview ? preview.creditsRefunds[Number(type) as 0 | 1 | 2] : 0;
  // The late-cancel fee the chosen refund type keeps (ADR 0079); a full refund waives it.
  const fee = preview?.lateCancelFees?.[Number(type) as 0 | 1 | 2] ?? 0;
  const feeOwed = preview?.feesOwed?.[Number(type) as 0 | 1 | 2] ?? 0;
  const money = (n: number) => formatMoney(n, symbol);
  return (
    <ActionDialog
      title={t('booking-details:cancel.title')}
      opened={opened}
      onClose={onClose}
      onDone={onDone}
      color="red"
      onSubmit={() =>
        bookingWrite(
          endpoints.bookings.cancel,
          { bookingId, refundType: Number(type), refundMode: refund - creditsBack > 0 ? mode : 0, cancelRemarks: remarks, sendSMS: sms },
          key,
        )
      }
      submitLabel={t('booking-details:cancel.title')}
      feature={Feature.bookingPayments}
    >
      {preview && (
        <Text size="sm">
          {t('booking-details:cancel.paid', { amount: money(preview.paid) })}
          {preview.creditsRefunds[1] > 0 && t('booking-details:cancel.paidCredits', { amount: money(preview.creditsRefunds[1]) })}
        </Text>
      )}
      <Radio.Group label={t('booking-details:cancel.refund')} value={type} onChange={setType}>
        <Stack gap={6} mt={6}>
          <Radio
            value="2"
            label={t((preview?.lateCancelFees?.[2] ?? 0) > 0 ? 'booking-details:cancel.policyLessFee' : 'booking-details:cancel.policy', {
              percent: preview?.policyPercent ?? 0,
              amount: money(preview?.refunds[2] ?? 0),
            })}
          />
          <Radio value="1" label={t('booking-details:cancel.full', { amount: money(preview?.refunds[1] ?? 0) })} />
          <Radio value="0" label={t('booking-details:cancel.none')} />
        </Stack>
      </Radio.Group>
      {fee > 0 && (
        <Text size="sm" c="orange.8" fw={500} data-testid="late-cancel-fee">
          {t('booking-details:cancel.feeKept', { amount: money(fee) })}
          {feeOwed > 0 && t('booking-details:cancel.feeOwed', { amount: money(feeOwed) })}
        </Text>
      )}
      {creditsBack > 0 && (
        <Text size="sm" data-testid="credits-back">
          {t('booking-details:cancel.creditsBack', { amount: money(creditsBack) })}
        </Text>
      )}
      {refund - creditsBack > 0 && <ModePicker label={t('booking-details:cancel.refundMode')} value={mode} onChange={setMode} />}
      <Textarea
        label={t('booking-details:cancel.remarks')}
        maxLength={200}
        value={remarks}
        onChange={(e) => setRemarks(e.currentTarget.value)}
      />
      <Checkbox label={t('booking-details:cancel.sms')} checked={sms} onChange={(e) => setSms(e.currentTarget.checked)} />
    </ActionDialog>
  );
}
