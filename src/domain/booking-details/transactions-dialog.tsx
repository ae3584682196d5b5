import { Button, Modal, ScrollArea, Table, Text } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentModeName, transactionTypeName } from '../../lib/i18n/contract-names';
import type { TransactionRow } from '../../../contract/booking-actions';
import { formatMoney, useCurrencySymbol } from '../../lib/money';
import { endpoints } from '../../../contract/endpoint-table';
import { openDownload } from '../../lib/download-link';
import { fetchPatternTransactions, fetchTransactions } from './booking-api';
import { useSession } from '../../lib/session/session-store';
import { clubStamp } from '../../lib/time/club-date';
import { TaxDocumentsList } from './tax-documents-list';

/** Only a row that moved money has a receipt (payments and refunds). */
export const hasReceipt = (row: Pick<TransactionRow, 'amount'>) => row.amount !== 0;

interface TransactionsProps {
  /** A single booking's rows, or (with `pattern`) a pattern booking's rows. */
  bookingId: number;
  pattern?: boolean;
  opened: boolean;
  onClose: () => void;
}

/** Transactions (Booking Id): every money row, refunds included, each with its receipt. */
export function TransactionsDialog(props: TransactionsProps) {
  // Other screens show this: it waits for Booking Details' words in its own Suspense, so the screen behind never
  // gives way to its loader the first time (ADR 0085).
  return (
    <Suspense fallback={null}>
      <Transactions {...props} />
    </Suspense>
  );
}

function Transactions({ bookingId, pattern = false, opened, onClose }: TransactionsProps) {
  const { t } = useTranslation('booking-details');
  const symbol = useCurrencySymbol();
  // Times on the club's clock (24h), whatever zone the device is set to.
  const timeZone = useSession()?.timeZone;
  const [list, setList] = useState<TransactionRow[] | null>(null);
  useEffect(() => {
    if (!opened) return;
    const load = pattern ? fetchPatternTransactions : fetchTransactions;
    void load(bookingId).then((o) => setList(o.ok ? (o.data.transactionDetails ?? []) : []));
  }, [opened, bookingId, pattern]);
  // Through the /download page like every file (DESIGN "Documents"): it shows errors and closes itself.
  const receipt = (id: number) => void openDownload(endpoints.documents.receipt, { transactionId: id }, `receipt-${id}.pdf`);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(pattern ? 'booking-details:transactions.titleBulk' : 'booking-details:transactions.title', { id: bookingId })}
      size={800}
      closeButtonProps={{ 'aria-label': t('booking-details:transactions.close') }}
    >
      {list === null ? (
        <Text c="dimmed">{t('booking-details:transactions.loading')}</Text>
      ) : (
        <ScrollArea.Autosize mah={360}>
          <Table fz="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('booking-details:transactions.number')}</Table.Th>
                <Table.Th>{t('booking-details:transactions.time')}</Table.Th>
                <Table.Th>{t('booking-details:transactions.type')}</Table.Th>
                <Table.Th>{t('booking-details:transactions.mode')}</Table.Th>
                <Table.Th>{t('booking-details:transactions.handler')}</Table.Th>
                <Table.Th ta="right">{t('booking-details:transactions.amount')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((row) => (
                <Table.Tr key={row.transactionId}>
                  <Table.Td>{row.transactionId}</Table.Td>
                  <Table.Td>{clubStamp(timeZone, row.timestamp)}</Table.Td>
                  <Table.Td>
                    {transactionTypeName(row.type) ?? row.type}
                    {row.kind === 'refund' ? t('booking-details:transactions.refund') : ''} ({row.target})
                  </Table.Td>
                  <Table.Td>
                    {paymentModeName(row.mode) ?? row.mode}
                    {/* A fee paid from (or given back to) the member's credits: its money row is ₹0, the credits said here. */}
                    {row.credits !== undefined && t('booking-details:transactions.credits', { amount: formatMoney(row.credits, symbol) })}
                    {/* The UPI payment's UTR, when the desk recorded it (ADR 0082 addendum). */}
                    {row.utr && (
                      <Text size="xs" c="dimmed" data-testid="utr">
                        {t('booking-details:transactions.utr', { utr: row.utr })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {row.handler} · {row.place}
                  </Table.Td>
                  <Table.Td ta="right" c={row.amount < 0 ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(row.amount, symbol)}
                  </Table.Td>
                  <Table.Td>
                    {/* A ₹0 row (a booking made with No Pay) records no money taken: nothing to give a receipt for. */}
                    {hasReceipt(row) && (
                      <Button size="compact-xs" variant="light" onClick={() => receipt(row.transactionId)}>
                        {t('booking-details:transactions.receipt')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      {!pattern && <TaxDocumentsList bookingId={bookingId} opened={opened} />}
    </Modal>
  );
}
