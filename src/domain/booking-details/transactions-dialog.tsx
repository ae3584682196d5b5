import { Button, Modal, ScrollArea, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
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
export function TransactionsDialog({ bookingId, pattern = false, opened, onClose }: TransactionsProps) {
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
      title={`Transactions (${pattern ? 'Bulk Booking' : 'Booking'} Id ${bookingId})`}
      size={800}
      closeButtonProps={{ 'aria-label': 'Close transactions' }}
    >
      {list === null ? (
        <Text c="dimmed">Loading…</Text>
      ) : (
        <ScrollArea.Autosize mah={360}>
          <Table fz="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>No.</Table.Th>
                <Table.Th>Time</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Mode</Table.Th>
                <Table.Th>Handler</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((t) => (
                <Table.Tr key={t.transactionId}>
                  <Table.Td>{t.transactionId}</Table.Td>
                  <Table.Td>{clubStamp(timeZone, t.timestamp)}</Table.Td>
                  <Table.Td>
                    {transactionTypeName(t.type) ?? t.type}
                    {t.kind === 'refund' ? ' · Refund' : ''} ({t.target})
                  </Table.Td>
                  <Table.Td>
                    {paymentModeName(t.mode) ?? t.mode}
                    {/* A fee paid from (or given back to) the member's credits: its money row is ₹0, the credits said here. */}
                    {t.credits !== undefined && ` · Credits ${formatMoney(t.credits, symbol)}`}
                    {/* The UPI payment's UTR, when the desk recorded it (ADR 0082 addendum). */}
                    {t.utr && (
                      <Text size="xs" c="dimmed" data-testid="utr">
                        UTR {t.utr}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {t.handler} · {t.place}
                  </Table.Td>
                  <Table.Td ta="right" c={t.amount < 0 ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(t.amount, symbol)}
                  </Table.Td>
                  <Table.Td>
                    {/* A ₹0 row (a booking made with No Pay) records no money taken: nothing to give a receipt for. */}
                    {hasReceipt(t) && (
                      <Button size="compact-xs" variant="light" onClick={() => receipt(t.transactionId)}>
                        Receipt
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
