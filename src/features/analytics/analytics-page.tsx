import { Alert, Button, Group, Loader, Paper, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useEffect, useState } from 'react';
import { AnalyticsMessages, GraphType, type UtilisationReply } from '../../../contract/analytics';
import { useOnline } from '../../lib/online/online-store';
import { useSession } from '../../lib/session/session-store';
import { DATE_INPUT_FORMAT, todayIn } from '../../lib/time/club-date';
import { pickedDate, withFrom, withTo } from '../../lib/time/follow-range';
import { useActivities } from '../../offline/mirror-queries';
import { fetchUtilisation } from './api/utilisation-api';
import { UtilisationChart } from './components/utilisation-chart';

const TABS = [
  { value: String(GraphType.day), label: 'Day' },
  { value: String(GraphType.hour), label: 'Hour' },
  { value: String(GraphType.dayAndHour), label: 'Day & Hour' },
];

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
      <Title order={2}>Utilisation</Title>
      <Paper withBorder p="md">
        <Group align="end" wrap="wrap">
          <Select
            label="Sport"
            placeholder={AnalyticsMessages.selectSport}
            data={(activities ?? []).map((a) => ({ value: String(a.activityId), label: a.activityName }))}
            value={activityId}
            onChange={setActivityId}
            w={220}
          />
          <DatePickerInput
            label="From"
            value={range.from}
            valueFormat={DATE_INPUT_FORMAT}
            onChange={(v) => {
              const d = pickedDate(v);
              if (d) setRange((r) => withFrom(r, d));
            }}
            w={160}
          />
          <DatePickerInput
            label="To"
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
            title={online ? undefined : 'Needs a connection'}
            onClick={() => activityId && setShown({ activityId: Number(activityId), ...range })}
          >
            Show Utilisation
          </Button>
        </Group>
      </Paper>
      {shown && (
        <Paper withBorder p="md">
          <Group justify="space-between" mb="xs">
            <Text fw={600}>Utilisation Graph</Text>
            {result?.key === key && result.overall !== null && (
              <Text size="sm" data-testid="utilisation-overall">
                Overall: {result.overall.toFixed(2)}%
              </Text>
            )}
          </Group>
          <Tabs value={tab} onChange={(v) => v && setTab(v)}>
            <Tabs.List>
              {TABS.map((t) => (
                <Tabs.Tab key={t.value} value={t.value}>
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <div style={{ paddingTop: 12 }}>
            {result?.key === key ? <UtilisationChart graphType={Number(tab)} data={result.data} /> : <Loader size="sm" />}
          </div>
          <Alert variant="light" color="gray" mt="sm">
            Booked court time over the time courts were open and not blocked.{' '}
            {tab === String(GraphType.dayAndHour)
              ? 'Darker is busier; the colours follow the busiest hour of these dates (legend under the chart), grey is no booked time.'
              : 'Green above 30%, orange 1–30%, red 0%.'}
          </Alert>
        </Paper>
      )}
    </Stack>
  );
}
