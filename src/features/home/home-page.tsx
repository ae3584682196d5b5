import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ALL_ACTIVITIES, DashboardPeriod, type DashboardDetails } from '../../../contract/analytics';
import { useCurrencySymbol } from '../../lib/money';
import { useOnline } from '../../lib/online/online-store';
import { useHiddenSections } from '../../lib/permissions/hidden-sections';
import { useSession } from '../../lib/session/session-store';
import { todayIn } from '../../lib/time/club-date';
import { fetchDashboard } from './api/dashboard-api';
import { DashboardFilters, type DashboardFilter } from './components/dashboard-filters';
import { DashboardView } from './components/dashboard-view';
import { useTranslation } from 'react-i18next';

/**
 * Home (spec 3 §2, §4): reloads when the sport, period or custom dates change; a -1 reply sends
 * the person to the calendar and hides Home; a failure shows the server's message as a toast.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const session = useSession();
  const symbol = useCurrencySymbol();
  const navigate = useNavigate();
  const hide = useHiddenSections((s) => s.hide);
  const today = todayIn(session?.timeZone);
  const [filter, setFilter] = useState<DashboardFilter>({ activityId: ALL_ACTIVITIES, period: DashboardPeriod.thisWeek });
  const [details, setDetails] = useState<DashboardDetails | null>(null);
  const [loading, setLoading] = useState(true);
  const online = useOnline();

  useEffect(() => {
    // An online read (DESIGN data flow): offline it waits for the connection instead of failing.
    if (!online) return;
    const controller = new AbortController();
    setLoading(true);
    void fetchDashboard(filter, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      setLoading(false);
      if (outcome.ok) setDetails(outcome.data.dashboardDetails ?? null);
      else if (outcome.kind === 'forbidden') {
        hide('dashboard');
        navigate('/calendar', { replace: true });
      }
    });
    return () => controller.abort();
  }, [filter, hide, navigate, online]);

  return (
    <Stack p="md" gap="md">
      <Title order={2}>{t('home:title')}</Title>
      <Paper withBorder p="md">
        <DashboardFilters value={filter} today={today} onChange={setFilter} />
      </Paper>
      {!online && !details && <Text c="dimmed">{t('home:needsConnection')}</Text>}
      {online && loading && (
        <Center py="md" aria-live="polite">
          <Loader size="sm" mr="xs" />
          <Text c="dimmed">{t('home:loading')}</Text>
        </Center>
      )}
      {details && (
        <div style={{ opacity: loading ? 0.5 : 1 }}>
          <DashboardView d={details} symbol={symbol} />
        </div>
      )}
    </Stack>
  );
}
