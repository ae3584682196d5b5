import { useEffect, useState } from 'react';
import { Checkbox, Group, Image, Paper, Stack, Text, TextInput } from '@mantine/core';
import { upiIntent } from '../../../contract/upi';

export const UpiMessages = {
  confirmRequired: 'Confirm the UPI payment was received before booking',
  /** The same at Pay Now, package and event payments: nothing is booked there. */
  confirmBeforeRecording: 'Confirm the UPI payment was received before recording it',
} as const;

export interface UpiPaymentProps {
  vpa: string;
  payeeName: string;
  amount: number;
  note: string;
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
  error?: string;
  /** The UTR as typed (optional), and its message. */
  utr: string;
  onUtr: (utr: string) => void;
  utrError?: string;
}

/**
 * UPI at the desk (issue 29 §4, ADR 0082): the club's UPI intent for the amount as a QR the
 * customer scans from across the desk (260 px, dark on white, a quiet zone), the desk's
 * confirmation that the money arrived, and the UTR the customer's app shows (optional). The one
 * panel of checkout, Pay Now, package and event payments. The QR library loads only when UPI is chosen.
 */
export function UpiPayment({ vpa, payeeName, amount, note, confirmed, onConfirm, error, utr, onUtr, utrError }: UpiPaymentProps) {
  const link = upiIntent({ vpa, payeeName, amount, note });
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((QR) =>
      QR.toDataURL(link, { width: 260, margin: 2, errorCorrectionLevel: 'M' }).then((url) => {
        if (live) setSrc(url);
      }),
    );
    return () => {
      live = false;
    };
  }, [link]);
  return (
    <Paper withBorder p="sm" data-testid="upi-payment">
      <Group align="flex-start" gap="md" wrap="wrap">
        {src ? (
          <Image src={src} alt={`UPI QR: pay ₹${amount.toFixed(2)} to ${vpa}`} w={260} h={260} />
        ) : (
          <div style={{ width: 260, height: 260 }} />
        )}
        <Stack gap={6} style={{ flex: '1 1 200px' }}>
          <Text fw={600}>Scan to pay ₹{amount.toFixed(2)}</Text>
          <Text size="sm">
            To {payeeName} ({vpa})
          </Text>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }} data-testid="upi-link">
            {link}
          </Text>
          <Checkbox
            label="UPI payment received"
            description="Check the club's UPI app or the customer's screen"
            checked={confirmed}
            onChange={(event) => onConfirm(event.currentTarget.checked)}
            error={error}
          />
          <TextInput
            label="UTR (optional)"
            description="The 12-digit reference in the customer's UPI app"
            inputMode="numeric"
            autoComplete="off"
            value={utr}
            onChange={(event) => onUtr(event.currentTarget.value)}
            error={utrError}
            maw={260}
          />
        </Stack>
      </Group>
    </Paper>
  );
}
