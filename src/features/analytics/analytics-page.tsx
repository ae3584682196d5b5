import { Alert, Button, Group, Loader, Paper, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GraphType, type UtilisationReply } from '../../../contract/analytics';
import { useOnline } from '../../lib/online/online-store';
import { useSession } from '../../lib/session/session-store';
import { DATE_INPUT_FORMAT, todayIn } from '../../lib/time/club-date';
import { pickedDate, withFrom, withTo } from '../../lib/time/follow-range';
import { useActivities } from '../../offline/mirror-queries';
import { fetchUtilisation } from './api/utilisation-api';
import { UtilisationChart } from './components/utilisation-chart';

const TABS = [
  { value: String(GraphType.day), label: 'analytics:tab.day' },
  { value: String(GraphType.hour), label: 'analytics:tab.hour' },
  { value: String(GraphType.dayAndHour), label: 'analytics:tab.dayHour' },
] as const;

function monthBefore(today: string): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 29);
  return d.toISOString().slice(0, 10);
}

interface Shown {
  activityId: number;
  from: string;
  to: string;
}

/**
 * Analytics (spec 3 §2): a sport, From and To, Show Utilisation (disabled until a sport is
 * chosen), then the graph of the tab; changing tab re-fetches that graph type.
 */
export function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  const session = useSession();
  const activities = useActivities();
  const today = todayIn(session?.timeZone);
  const [activityId, setActivityId] = useState<string | null>(null);
  const [range, setRange] = useState({ from: monthBefore(today), to: today });
  const [tab, setTab] = useState(String(GraphType.day));
  const online = useOnline();
  const [shown, setShown] = useState<Shown | null>(null);
  const [result, setResult] = useState<{ key: string; data: NonNullable<UtilisationReply['data']>; overall: number | null } | null>(null);
  const key = shown ? `${shown.activityId}|${shown.from}|${shown.to}|${tab}` : '';

  useEffect(() => {
    if (!shown) return;
    const controller = new AbortController();
    void fetchUtilisation(shown.activityId, Number(tab), shown.from, shown.to, controller.signal).then((outcome) => {
      if (outcome.ok && !controller.signal.aborted)
        setResult({ key, data: outcome.data.data ?? {}, overall: outcome.data.overall ?? null });
    });
    return () => controller.abort();
  }, [shown, tab, key]);

  return (
    <Stack p="md" gap="md">
      <Title order={2}>{t('analytics:title')}</Title>
      <Paper withBorder p="md">
        <Group align="end" wrap="wrap">
          <Select
            label={t('analytics:sport')}
            placeholder={t('analytics:selectSport')}
            data={(activities ?? []).map((a) => ({ value: String(a.activityId), label: a.activityName }))}
            value={activityId}
            onChange={setActivityId}
            w={220}
          />
          <DatePickerInput
            label={t('analytics:from')}
            value={range.from}
            valueFormat={DATE_INPUT_FORMAT}
            onChange={(v) => {
              const d = pickedDate(v);
              if (d) setRange((r) => withFrom(r, d));
            }}
            w={160}
          />
          <DatePickerInput
            label={t('analytics:to')}
            value={range.to}
            valueFormat={DATE_INPUT_FORMAT}
            onChange={(v) => {
              const d = pickedDate(v);
              if (d) setRange((r) => withTo(r, d));
            }}
            w={160}
          />
          <Button
            disabled={!activityId || !online}
            title={online ? undefined : t('common:write.needsConnection')}
            onClick={() => activityId && setShown({ activityId: Number(activityId), ...range })}
          >
            {t('analytics:show')}
          </Button>
        </Group>
      </Paper>
      {shown && (
        <Paper withBorder p="md">
          <Group justify="space-between" mb="xs">
            <Text fw={600}>{t('analytics:graph')}</Text>
            {result?.key === key && result.overall !== null && (
              <Text size="sm" data-testid="utilisation-overall">
                {t('analytics:overall', { percent: result.overall.toFixed(2) })}
              </Text>
            )}
          </Group>
          <Tabs value={tab} onChange={(v) => v && setTab(v)}>
            <Tabs.List>
              {TABS.map((tab) => (
                <Tabs.Tab key={tab.value} value={tab.value}>
                  {t(tab.label)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <div style={{ paddingTop: 12 }}>
            {result?.key === key ? <UtilisationChart graphType={Number(tab)} data={result.data} /> : <Loader size="sm" />}
          </div>
          <Alert variant="light" color="gray" mt="sm">
            {t('analytics:explain')} {tab === String(GraphType.dayAndHour) ? t('analytics:heatmapNote') : t('analytics:barNote')}
          </Alert>
        </Paper>
      )}
    </Stack>
  );
}
