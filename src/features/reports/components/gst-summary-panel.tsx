import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { GstSummary } from '../../../../contract/tax';
import { endpoints } from '../../../../contract/endpoint-table';
import { ClubDateInput, isDateRefused } from '../../../components/club-date-input/club-date-input';
import { api } from '../../../lib/api/client';
import { openDownload } from '../../../lib/download-link';
import { formatMoney, useCurrencySymbol } from '../../../lib/money';
import { useSession } from '../../../lib/session/session-store';
import { todayIn } from '../../../lib/time/club-date';

type Cell = string | number | ReactNode;

/**
 * A small table: a head row and body rows, amounts aligned right. It never scrolls sideways: on a
 * tablet (below 1200 px) the caller stacks the three taxes in one cell (ADR 0082 addendum).
 */
function Figures({ label, head, rows, compact }: { label: string; head: string[]; rows: Cell[][]; compact: boolean }) {
  const { t } = useTranslation('reports');
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('reports:gst.none')}
        </Text>
      ) : (
        <Table fz={compact ? 'xs' : 'sm'} horizontalSpacing={compact ? 6 : 'sm'} striped aria-label={label}>
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
            {rows.map((r, n) => (
              <Table.Tr key={n}>
                {r.map((c, i) => (
                  <Table.Td key={i} ta={i === 0 ? undefined : 'right'} style={{ whiteSpace: 'nowrap' }}>
                    {c}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** CGST, SGST and IGST of a row in one cell, one per line (the tablet's layout). */
function TaxLines({ r, m }: { r: { cgst: number; sgst: number; igst: number }; m: (n: number) => string }) {
  return (
    <Stack gap={0}>
      <span>CGST {m(r.cgst)}</span>
      <span>SGST {m(r.sgst)}</span>
      <span>IGST {m(r.igst)}</span>
    </Stack>
  );
}

/**
 * GST summary (issue 29 §3, ADR 0082): the period's documents shaped like the GSTR-1 tables a
 * venue's accountant files — B2C by rate and HSN/SAC with credit notes netted, credit notes as
 * issued, advances, and the documents issued per series. An online read.
 */
export function GstSummaryPanel() {
  const { t } = useTranslation('reports');
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
  // Below 1200 px (a 1024 px tablet beside the report list) the three taxes share one column.
  const compact = !(useMediaQuery('(min-width: 75em)') ?? true);
  const taxHead = compact ? [t('reports:gst.taxable'), t('reports:gst.tax')] : [t('reports:gst.taxable'), 'CGST', 'SGST', 'IGST'];
  const tax = (r: { taxable: number; cgst: number; sgst: number; igst: number }): Cell[] =>
    compact ? [m(r.taxable), <TaxLines key="tax" r={r} m={m} />] : [m(r.taxable), m(r.cgst), m(r.sgst), m(r.igst)];
  return (
    <Stack gap="md">
      <div>
        <Title order={3}>{t('reports:page.gst')}</Title>
        <Text c="dimmed" size="sm" maw={640}>
          {t('reports:gst.description')}
        </Text>
      </div>
      <Group align="flex-end" gap="sm">
        <ClubDateInput label={t('reports:filter.from')} value={from} onChange={setFrom} maxDate={to} w={170} />
        <ClubDateInput label={t('reports:filter.to')} value={to} onChange={setTo} minDate={from} w={170} />
        <Button loading={busy} disabled={isDateRefused(from) || isDateRefused(to)} onClick={() => void view()}>
          {t('reports:gst.view')}
        </Button>
        {/* The same figures as GSTR-1's sheets, through the /download page like every file (ADR 0082 addendum). */}
        <Button
          variant="light"
          disabled={isDateRefused(from) || isDateRefused(to)}
          onClick={() => void openDownload(endpoints.tax.summaryDownload, { from, to }, `gstr1-summary-${from}-${to}.xlsx`)}
        >
          {t('reports:gst.download')}
        </Button>
      </Group>
      {summary && (
        <Paper withBorder p="md">
          <Stack gap="md">
            <Figures
              compact={compact}
              label={t('reports:gst.b2c')}
              head={[t('reports:gst.rate'), ...taxHead]}
              rows={summary.b2c.map((r) => [`${r.rate} %`, ...tax(r)])}
            />
            <Figures
              compact={compact}
              label={t('reports:gst.b2b')}
              head={[t('reports:gst.invoice'), t('reports:gst.gstin'), t('reports:gst.rate'), ...taxHead]}
              rows={summary.b2b.map((r) => [r.number, r.customerGstin, `${r.rate} %`, ...tax(r)])}
            />
            <Figures
              compact={compact}
              label={t('reports:gst.creditNotes')}
              head={[t('reports:gst.creditNote'), t('reports:gst.invoice'), t('reports:gst.rate'), ...taxHead]}
              rows={summary.creditNotes.map((r) => [r.number, r.invoice, `${r.rate} %`, ...tax(r)])}
            />
            <Figures
              compact={compact}
              label={t('reports:gst.advances')}
              head={[t('reports:gst.rate'), ...taxHead]}
              rows={summary.advances.map((r) => [`${r.rate} %`, ...tax(r)])}
            />
            <Figures
              compact={compact}
              label={t('reports:gst.hsn')}
              head={[t('reports:gst.hsnSac'), t('reports:gst.rate'), t('reports:gst.quantity'), t('reports:gst.total'), ...taxHead]}
              rows={summary.hsn.map((r) => [r.code, `${r.rate} %`, r.quantity, m(r.total), ...tax(r)])}
            />
            <Figures
              compact={compact}
              label={t('reports:gst.documents')}
              head={[
                t('reports:gst.seriesHead'),
                t('reports:filter.from'),
                t('reports:filter.to'),
                t('reports:gst.count'),
                t('reports:gst.cancelled'),
              ]}
              rows={summary.documents.map((d) => [t(`reports:gst.series.${d.kind}`), d.first, d.last, d.count, d.cancelled])}
            />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
