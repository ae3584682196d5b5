import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { NeedsConnection, useNeedsConnection } from '../../../components/needs-connection';
import { Chart } from '../../../lib/charts';
import { formatMoney, useCurrencySymbol } from '../../../lib/money';
import { useSession } from '../../../lib/session/session-store';
import { displayDate, todayIn } from '../../../lib/time/club-date';
import { packageGraph, packageSummary, upcomingExpiry } from '../api/packages-api';
import { barPage, expiryStatus, monthLabel } from './dashboard-rules';
import { useTranslation } from 'react-i18next';

interface DashboardData {
  summary: { membershipPackageCount: number; subscribedMembersCount: number; balance: number } | null;
  months: { month: string; count: number }[];
  perPackage: { packageName: string; count: number }[];
  expiring: { memberName: string; packageName: string; renewalDate: string; subscriptionId: number }[];
}

function Box({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** Packages Dashboard (spec 2 §2): the three boxes, the two charts and Upcoming Membership Expiry. */
export function PackagesDashboard() {
  const { t } = useTranslation('packages');
  const symbol = useCurrencySymbol();
  const today = todayIn(useSession()?.timeZone);
  const [data, setData] = useState<DashboardData>({ summary: null, months: [], perPackage: [], expiring: [] });
  const [barAt, setBarAt] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [tick, setTick] = useState(0);
  const offline = useNeedsConnection(loaded, () => setTick((n) => n + 1));

  useEffect(() => {
    const controller = new AbortController();
    void Promise.all([packageSummary(controller.signal), packageGraph(controller.signal), upcomingExpiry(controller.signal)]).then(
      ([s, g, e]) => {
        if (controller.signal.aborted) return;
        // Nothing answered (offline): no figures rather than zeros and "No active packages".
        if (!s.ok && !g.ok && !e.ok) return;
        setLoaded(true);
        setData({
          summary: s.ok ? (s.data.userSummary ?? null) : null,
          months: g.ok ? (g.data.membersCount ?? []) : [],
          perPackage: g.ok ? (g.data.packageMembersCount ?? []) : [],
          expiring: e.ok ? (e.data.expiring ?? []) : [],
        });
      },
    );
    return () => controller.abort();
  }, [tick]);

  const bars = barPage(data.perPackage, barAt);
  const s = data.summary;
  if (offline) return <NeedsConnection what={t('packages:dashboard.what')} />;
  return (
    <Stack gap="md">
      <SimpleGrid cols={3} spacing="md">
        <Box label={t('packages:dashboard.packages')} value={s ? String(s.membershipPackageCount) : '—'} />
        <Box label={t('packages:dashboard.members')} value={s ? String(s.subscribedMembersCount) : '—'} />
        <Box label={t('packages:dashboard.pending')} value={s ? formatMoney(s.balance, symbol) : '—'} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between" mb="xs">
            <Title order={5}>{t('packages:dashboard.perPackage')}</Title>
            <Group gap={4}>
              <Button
                size="compact-sm"
                variant="default"
                disabled={barAt === 0}
                onClick={() => setBarAt((p) => p - 1)}
                aria-label={t('packages:dashboard.previous')}
              >
                ‹
              </Button>
              <Text size="xs" c="dimmed">
                {Math.min(barAt + 1, bars.pages)} / {bars.pages}
              </Text>
              <Button
                size="compact-sm"
                variant="default"
                disabled={barAt >= bars.pages - 1}
                onClick={() => setBarAt((p) => p + 1)}
                aria-label={t('packages:dashboard.next')}
              >
                ›
              </Button>
            </Group>
          </Group>
          {bars.shown.length ? (
            <Chart
              kind="column"
              wholeNumbers
              label={t('packages:dashboard.perPackage')}
              height={260}
              categories={bars.shown.map((p) => p.packageName)}
              series={[{ name: t('packages:dashboard.activeMembers'), data: bars.shown.map((p) => p.count) }]}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('packages:dashboard.noActive')}
            </Text>
          )}
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={5} mb="xs">
            {t('packages:dashboard.count')}
          </Title>
          <Chart
            kind="line"
            wholeNumbers
            label={t('packages:dashboard.countByMonth')}
            height={260}
            categories={data.months.map((m) => monthLabel(m.month))}
            series={[{ name: t('packages:dashboard.activeMembers'), data: data.months.map((m) => m.count) }]}
          />
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Title order={5} mb="xs">
          {t('packages:dashboard.expiry')}
        </Title>
        {data.expiring.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('packages:dashboard.noExpiry')}
          </Text>
        ) : (
          <Table striped aria-label={t('packages:dashboard.expiry')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('packages:dashboard.member')}</Table.Th>
                <Table.Th>{t('packages:dashboard.package')}</Table.Th>
                <Table.Th>{t('packages:dashboard.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.expiring.map((x) => (
                <Table.Tr key={x.subscriptionId}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{x.memberName}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{x.packageName}</Table.Td>
                  <Table.Td>{expiryStatus(x.renewalDate, today, displayDate)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </Stack>
  );
}
