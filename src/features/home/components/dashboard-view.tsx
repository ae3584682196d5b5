import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DashboardDetails } from '../../../../contract/analytics';
import { Chart } from '../../../lib/charts';
import { formatMoney } from '../../../lib/money';
import { dateRange, displayDate } from '../../../lib/time/club-date';
import { changeText } from '../custom-range';
import { SplitDonut } from './split-donut';
import { useTranslation } from 'react-i18next';
import { PaymentMode } from '../../../../contract/codes';
import { paymentModeName } from '../../../lib/i18n/contract-names';

function Figure({ label, value, testId, note }: { label: string; value: string; testId: string; note?: string }) {
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" data-testid={testId}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}

/** GTV by payment mode: UPI is its own mode, never "Other" (ADR 0082 addendum). */
function ModeSplit({ byMode, money }: { byMode: DashboardDetails['gtvByMode']; money: (v: number) => string }) {
  const { t } = useTranslation('home');
  const modes = [
    [paymentModeName(PaymentMode.cash), byMode.cash, 'gtv-cash'],
    [paymentModeName(PaymentMode.card), byMode.card, 'gtv-card'],
    [paymentModeName(PaymentMode.upi), byMode.upi, 'gtv-upi'],
    [paymentModeName(PaymentMode.other), byMode.other, 'gtv-other'],
  ] as const;
  return (
    <Paper withBorder p="md" aria-label={t('home:gtvByMode')}>
      <Text fw={600} mb="xs">
        {t('home:gtvByMode')}
      </Text>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {modes.map(([label, value, testId]) => (
          <div key={label}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fw={700} data-testid={testId}>
              {money(value)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/** The figures of one dashboard reply (spec 3 §2 Home dashboard). */
export function DashboardView({ d, symbol }: { d: DashboardDetails; symbol: string }) {
  const { t } = useTranslation('home');
  const money = (v: number) => formatMoney(v, symbol);
  const perc = d.uniqueUsers.uniqueUserPerc;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {dateRange(d.fromDate, d.toDate)}
      </Text>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Figure label={t('home:gtv')} value={money(d.bookingGtv.sum)} testId="gtv-sum" />
        <Figure label={t('home:gtvOnline')} value={money(d.bookingGtv.online)} testId="gtv-online" />
        <Figure label={t('home:gtvOffline')} value={money(d.bookingGtv.offline)} testId="gtv-offline" />
        <Paper withBorder p="md">
          <Text size="sm" c="dimmed">
            {t('home:uniqueUsers')}
          </Text>
          <Text fw={700} fz="xl" data-testid="unique-users">
            {d.uniqueUsers.uniqueUserCount}
          </Text>
          <Text size="xs" c={perc === null ? 'dimmed' : perc >= 0 ? 'green' : 'red'} data-testid="unique-users-change">
            {changeText(perc)}
          </Text>
        </Paper>
      </SimpleGrid>
      <ModeSplit byMode={d.gtvByMode} money={money} />
      <Paper withBorder p="md">
        <Group justify="space-between">
          <Text fw={600}>{t('home:gtvPerDay')}</Text>
          {d.slotsUtilisation !== null && (
            <Text size="sm" c="dimmed">
              {t('home:utilisation', { value: d.slotsUtilisation.toFixed(2) })}
            </Text>
          )}
        </Group>
        <Chart
          // One day (Today, Yesterday) is one bar, not a line of a single point.
          kind={d.gtvPerDay.length === 1 ? 'column' : 'line'}
          label={t('home:gtvPerDay')}
          categories={d.gtvPerDay.map((g) => displayDate(g.date))}
          series={[{ name: 'GTV', data: d.gtvPerDay.map((g) => g.gtvValue) }]}
          formatValue={money}
          height={260}
        />
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SplitDonut title={t('home:bookings')} testId="bookings" split={d.bookingCount} empty={t('home:noBookings')} />
        <SplitDonut title={t('home:cancellations')} testId="cancellations" split={d.cancellationCount} empty={t('home:noCancellations')} />
      </SimpleGrid>
    </Stack>
  );
}
