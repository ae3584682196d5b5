import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { GstSummary } from '../../../../contract/tax';
import { endpoints } from '../../../../contract/endpoint-table';
import { ClubDateInput, isDateRefused } from '../../../components/club-date-input/club-date-input';
import { api } from '../../../lib/api/client';
import { formatMoney, useCurrencySymbol } from '../../../lib/money';
import { useSession } from '../../../lib/session/session-store';
import { todayIn } from '../../../lib/time/club-date';

const KIND = { invoice: 'Tax invoices', 'credit-note': 'Credit notes', 'receipt-voucher': 'Receipt vouchers' } as const;

/** A small table: a head row and body rows of text, amounts aligned right. */
function Figures({ label, head, rows }: { label: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          None in this period
        </Text>
      ) : (
        // Wide tables scroll inside the panel on a tablet rather than push the page sideways.
        <Table.ScrollContainer minWidth={560} type="native">
          <Table fz="sm" striped aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {head.map((h, i) => (
                  <Table.Th key={h} ta={i === 0 ? undefined : 'right'}>
                    {h}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.join('|')}>
                  {r.map((c, i) => (
                    <Table.Td key={i} ta={i === 0 ? undefined : 'right'} style={{ whiteSpace: 'nowrap' }}>
                      {c}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/**
 * GST summary (issue 29 §3, ADR 0082): the period's documents shaped like the GSTR-1 tables a
 * venue's accountant files — B2C by rate and HSN/SAC with credit notes netted, credit notes as
 * issued, advances, and the documents issued per series. An online read.
 */
export function GstSummaryPanel() {
  const symbol = useCurrencySymbol();
  const today = todayIn(useSession()?.timeZone);
  const [from, setFrom] = useState(today.slice(0, 8) + '01');
  const [to, setTo] = useState(today);
  const [summary, setSummary] = useState<GstSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const m = (n: number) => formatMoney(n, symbol);
  const view = async () => {
    setBusy(true);
    const out = await api.call(endpoints.tax.summary, { from, to });
    setBusy(false);
    setSummary(out.ok ? (out.data.summary ?? null) : null);
  };
  const tax = (r: { taxable: number; cgst: number; sgst: number; igst: number }) => [m(r.taxable), m(r.cgst), m(r.sgst), m(r.igst)];
  return (
    <Stack gap="md">
      <div>
        <Title order={3}>GST Summary</Title>
        <Text c="dimmed" size="sm" maw={640}>
          The tax invoices, credit notes and receipt vouchers issued in the period, as the GSTR-1 tables ask for them.
        </Text>
      </div>
      <Group align="flex-end" gap="sm">
        <ClubDateInput label="From" value={from} onChange={setFrom} maxDate={to} w={170} />
        <ClubDateInput label="To" value={to} onChange={setTo} minDate={from} w={170} />
        <Button loading={busy} disabled={isDateRefused(from) || isDateRefused(to)} onClick={() => void view()}>
          View summary
        </Button>
      </Group>
      {summary && (
        <Paper withBorder p="md">
          <Stack gap="md">
            <Figures
              label="B2C supplies by rate (credit notes netted)"
              head={['Rate', 'Taxable value', 'CGST', 'SGST', 'IGST']}
              rows={summary.b2c.map((r) => [`${r.rate} %`, ...tax(r)])}
            />
            <Figures
              label="B2B invoices"
              head={['Invoice', 'Customer GSTIN', 'Rate', 'Taxable value', 'CGST', 'SGST', 'IGST']}
              rows={summary.b2b.map((r) => [r.number, r.customerGstin, `${r.rate} %`, ...tax(r)])}
            />
            <Figures
              label="Credit notes"
              head={['Credit note', 'Invoice', 'Rate', 'Taxable value', 'CGST', 'SGST', 'IGST']}
              rows={summary.creditNotes.map((r) => [r.number, r.invoice, `${r.rate} %`, ...tax(r)])}
            />
            <Figures
              label="Advances received"
              head={['Rate', 'Taxable value', 'CGST', 'SGST', 'IGST']}
              rows={summary.advances.map((r) => [`${r.rate} %`, ...tax(r)])}
            />
            <Figures
              label="HSN/SAC summary"
              head={['HSN/SAC', 'Rate', 'Quantity', 'Total value', 'Taxable value', 'CGST', 'SGST', 'IGST']}
              rows={summary.hsn.map((r) => [r.code, `${r.rate} %`, r.quantity, m(r.total), ...tax(r)])}
            />
            <Figures
              label="Documents issued"
              head={['Series', 'From', 'To', 'Count', 'Cancelled']}
              rows={summary.documents.map((d) => [KIND[d.kind], d.first, d.last, d.count, d.cancelled])}
            />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
