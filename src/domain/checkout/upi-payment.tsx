import { Suspense, useEffect, useState } from 'react';
import { Checkbox, Group, Image, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { upiIntent } from '../../../contract/upi';
import { i18n } from '../../lib/i18n/i18n';

/** What an unticked "UPI payment received" says, in the language on screen. */
export const UpiMessages = {
  get confirmRequired() {
    return i18n.t('payment:upi.confirmRequired');
  },
  /** The same at Pay Now, package and event payments: nothing is booked there. */
  get confirmBeforeRecording() {
    return i18n.t('payment:upi.confirmBeforeRecording');
  },
};

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
export function UpiPayment(props: UpiPaymentProps) {
  // Package and event payments show this panel too: its words load with it, not with their screen.
  return (
    <Suspense fallback={<div style={{ height: 260 }} />}>
      <UpiPanel {...props} />
    </Suspense>
  );
}

function UpiPanel({ vpa, payeeName, amount, note, confirmed, onConfirm, error, utr, onUtr, utrError }: UpiPaymentProps) {
  const { t } = useTranslation('payment');
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
          <Image src={src} alt={t('payment:upi.qrAlt', { amount: amount.toFixed(2), vpa })} w={260} h={260} />
        ) : (
          <div style={{ width: 260, height: 260 }} />
        )}
        <Stack gap={6} style={{ flex: '1 1 200px' }}>
          <Text fw={600}>{t('payment:upi.scan', { amount: amount.toFixed(2) })}</Text>
          <Text size="sm">{t('payment:upi.payee', { name: payeeName, vpa })}</Text>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }} data-testid="upi-link">
            {link}
          </Text>
          <Checkbox
            label={t('payment:upi.received')}
            description={t('payment:upi.receivedHint')}
            checked={confirmed}
            onChange={(event) => onConfirm(event.currentTarget.checked)}
            error={error}
          />
          <TextInput
            label={t('payment:upi.utr')}
            description={t('payment:upi.utrHint')}
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
