import 'mantine-datatable/styles.css';
import { Group, Paper, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { DataTable } from 'mantine-datatable';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOSES_PAGE_SIZE, type CashCloseRow } from '../../../../contract/cash-close';
import { formatMoney, useCurrencySymbol } from '../../../lib/money';
import { useSession } from '../../../lib/session/session-store';
import { todayIn } from '../../../lib/time/club-date';
import { pickedDate, withFrom, withTo } from '../../../lib/time/follow-range';
import { scrollableRegion } from '../../../components/scrollable-region';
import { fetchCloses } from '../api/cash-close-api';
import { clubMoment } from '../closed-at';

/** Every close of the club (managers: Reports permission), by dates and person, 10 a page. */
export function ClosesList({ refresh }: { refresh: number }) {
  const { t } = useTranslation('cash-close');
  const session = useSession();
  const symbol = useCurrencySymbol();
  const money = (v: number) => formatMoney(v, symbol);
  const today = todayIn(session?.timeZone);
  const [range, setRange] = useState({ from: `${today.slice(0, 8)}01`, to: today });
  const [userId, setUserId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ closes: CashCloseRow[]; total: number; handlers: { userId: number; handler: string }[] } | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const stale = { current: false };
    setLoading(true);
    void fetchCloses({ fromDate: range.from, toDate: range.to, userId: userId ? Number(userId) : undefined, page }).then((o) => {
      if (stale.current) return;
      setLoading(false);
      if (o.ok) setData({ closes: o.data.closes ?? [], total: o.data.total ?? 0, handlers: o.data.handlers ?? [] });
    });
    return () => {
      stale.current = true;
    };
  }, [range, userId, page, refresh]);

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text fw={600}>{t('cash-close:list.title')}</Text>
        <Group align="end" wrap="wrap">
          <DatePickerInput
            label={t('cash-close:list.from')}
            value={range.from}
            valueFormat="DD MMM YYYY"
            onChange={(v) => {
              const d = pickedDate(v);
              if (d) {
                setRange((r) => withFrom(r, d));
                setPage(1);
              }
            }}
            w={160}
          />
          <DatePickerInput
            label={t('cash-close:list.to')}
            value={range.to}
            valueFormat="DD MMM YYYY"
            onChange={(v) => {
              const d = pickedDate(v);
              if (d) {
                setRange((r) => withTo(r, d));
                setPage(1);
              }
            }}
            w={160}
          />
          <Select
            label={t('cash-close:list.person')}
            placeholder={t('cash-close:list.everyone')}
            clearable
            data={(data?.handlers ?? []).map((h) => ({ value: String(h.userId), label: h.handler }))}
            value={userId}
            onChange={(v) => {
              setUserId(v);
              setPage(1);
            }}
            w={200}
          />
        </Group>
        <DataTable
          withTableBorder
          striped
          minHeight={data?.closes.length ? undefined : 120}
          records={data?.closes ?? []}
          fetching={loading}
          totalRecords={data?.total ?? 0}
          recordsPerPage={CLOSES_PAGE_SIZE}
          page={page}
          onPageChange={setPage}
          idAccessor="closeId"
          scrollAreaProps={scrollableRegion(t('cash-close:list.title'))}
          noRecordsText={t('cash-close:list.none')}
          columns={[
            {
              accessor: 'closedAt',
              title: t('cash-close:list.closed'),
              render: (c) => (
                <Stack gap={0}>
                  <Text size="sm">{clubMoment(c.closedAt, session?.timeZone)}</Text>
                  <Text size="xs" c="dimmed">
                    {t('cash-close:list.since', { at: clubMoment(c.periodFrom, session?.timeZone) })}
                  </Text>
                </Stack>
              ),
            },
            { accessor: 'handler', title: t('cash-close:list.person') },
            {
              accessor: 'expectedCash',
              title: t('cash-close:list.expected'),
              textAlign: 'right',
              noWrap: true,
              render: (c) => money(c.expectedCash),
            },
            {
              accessor: 'countedCash',
              title: t('cash-close:list.counted'),
              textAlign: 'right',
              noWrap: true,
              render: (c) => money(c.countedCash),
            },
            {
              accessor: 'difference',
              title: t('cash-close:list.difference'),
              textAlign: 'right',
              noWrap: true,
              render: (c) => (
                <Text size="sm" c={c.difference === 0 ? undefined : 'red'}>
                  {money(c.difference)}
                </Text>
              ),
            },
            {
              accessor: 'card',
              title: t('cash-close:list.cardOther'),
              textAlign: 'right',
              noWrap: true,
              render: (c) => (
                <Stack gap={0}>
                  <Text size="sm">{money(c.card)}</Text>
                  <Text size="xs" c="dimmed">
                    {money(c.other)}
                  </Text>
                </Stack>
              ),
            },
            // A shift's UPI, counted apart from cash and stored with the close (ADR 0082 addendum).
            { accessor: 'upi', title: t('cash-close:list.upi'), textAlign: 'right', noWrap: true, render: (c) => money(c.upi) },
            { accessor: 'remarks', title: t('cash-close:list.remarks'), render: (c) => c.remarks ?? '' },
          ]}
        />
      </Stack>
    </Paper>
  );
}
