import { Checkbox, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
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
      title="Cancel Booking"
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
      submitLabel="Cancel Booking"
      feature={Feature.bookingPayments}
    >
      {preview && (
        <Text size="sm">
          Paid: {money(preview.paid)}
          {preview.creditsRefunds[1] > 0 && ` (${money(preview.creditsRefunds[1])} of it with credits)`}
        </Text>
      )}
      <Radio.Group label="Refund" value={type} onChange={setType}>
        <Stack gap={6} mt={6}>
          <Radio
            value="2"
            label={`As per policy (${preview?.policyPercent ?? 0} %${(preview?.lateCancelFees?.[2] ?? 0) > 0 ? ' less the late-cancel fee' : ''}): ${money(preview?.refunds[2] ?? 0)}`}
          />
          <Radio value="1" label={`Full refund: ${money(preview?.refunds[1] ?? 0)}`} />
          <Radio value="0" label="No refund" />
        </Stack>
      </Radio.Group>
      {fee > 0 && (
        <Text size="sm" c="orange.8" fw={500} data-testid="late-cancel-fee">
          Late-cancel fee kept: {money(fee)}
          {feeOwed > 0 && ` — ${money(feeOwed)} of it stays owed on the booking (less was paid than the fee)`}
        </Text>
      )}
      {creditsBack > 0 && (
        <Text size="sm" data-testid="credits-back">
          Of it, {money(creditsBack)} goes back to the member's credits (paid with credits).
        </Text>
      )}
      {refund - creditsBack > 0 && <ModePicker label="Refund mode" value={mode} onChange={setMode} />}
      <Textarea label="Remarks" maxLength={200} value={remarks} onChange={(e) => setRemarks(e.currentTarget.value)} />
      <Checkbox label="Send SMS" checked={sms} onChange={(e) => setSms(e.currentTarget.checked)} />
    </ActionDialog>
  );
}
