import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaxDocumentRow } from '../../../contract/tax';
import { endpoints } from '../../../contract/endpoint-table';
import { openDownload } from '../../lib/download-link';
import { formatMoney, useCurrencySymbol } from '../../lib/money';
import { fetchTaxDocuments } from './booking-api';

const KIND: Record<TaxDocumentRow['kind'], string> = {
  invoice: 'booking-details:tax.invoice',
  'credit-note': 'booking-details:tax.creditNote',
  'receipt-voucher': 'booking-details:tax.receiptVoucher',
};

/** A booking's GST documents (ADR 0082), each a PDF through the /download page; nothing for an unregistered club. */
export function TaxDocumentsList({ bookingId, opened }: { bookingId: number; opened: boolean }) {
  const { t } = useTranslation('booking-details');
  const symbol = useCurrencySymbol();
  const [docs, setDocs] = useState<TaxDocumentRow[]>([]);
  useEffect(() => {
    if (opened) void fetchTaxDocuments(bookingId).then((o) => setDocs(o.ok ? (o.data.documents ?? []) : []));
  }, [opened, bookingId]);
  if (docs.length === 0) return null;
  return (
    <Stack gap={4} mt="sm" aria-label={t('booking-details:tax.title')}>
      <Text fw={600} size="sm">
        {t('booking-details:tax.title')}
      </Text>
      {docs.map((d) => (
        <Group key={d.number} justify="space-between" wrap="nowrap">
          <Text size="sm">
            {t(KIND[d.kind])} {d.number} · {d.date}
            {d.refersTo ? t('booking-details:tax.against', { number: d.refersTo }) : ''} · {formatMoney(d.total, symbol)}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            aria-label={t('booking-details:tax.download', { number: d.number })}
            onClick={() => void openDownload(endpoints.documents.taxDocument, { number: d.number }, `${d.number.replace(/\//g, '-')}.pdf`)}
          >
            {t('booking-details:tax.pdf')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
