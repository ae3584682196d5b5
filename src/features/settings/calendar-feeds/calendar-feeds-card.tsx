import { Badge, Card, Code, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { Feature } from '../../../../contract/features';
import type { CalendarFeedScope, CalendarFeedView } from '../../../../contract/calendar-feeds';
import { WriteButton } from '../../../components/write-button';
import { ShownOnceSecret } from '../../../components/shown-once-secret';
import { clubDay } from '../../../lib/time/club-date';
import { currentSession } from '../../../lib/session/session-store';
import { useActivities, useCourts } from '../../../offline/mirror-queries';
import { createFeed, fetchFeeds, revokeFeed } from './calendar-feeds-api';

const SCOPES = [
  { value: 'club', label: 'Whole club' },
  { value: 'activity', label: 'One activity' },
  { value: 'court', label: 'One court' },
];

/**
 * Calendar feeds of the club (feature 19, ADR 0073): make a secret .ics link for the club, an
 * activity or a court (shown once, to copy into Google Calendar or Outlook), see when each was
 * last read, revoke.
 */
export function CalendarFeedsCard() {
  const [feeds, setFeeds] = useState<CalendarFeedView[] | null>(null);
  const [scope, setScope] = useState<CalendarFeedScope>('club');
  const [activityId, setActivityId] = useState<string | null>(null);
  const [courtId, setCourtId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const activities = useActivities();
  const courts = useCourts(activityId ? Number(activityId) : null);
  const load = useCallback(() => void fetchFeeds().then((o) => o.ok && setFeeds(o.data.feeds ?? [])), []);
  useEffect(load, [load]);
  const id = scope === 'activity' ? activityId : scope === 'court' ? courtId : null;
  const create = async () => {
    if (scope !== 'club' && !id) return setError(scope === 'activity' ? 'Choose an activity' : 'Choose a court');
    const o = await createFeed(scope === 'club' ? { scope } : { scope, id: Number(id) });
    if (!o.ok) return setError(o.message);
    setError(null);
    setShown(o.data.url ?? null);
    load();
  };
  const zone = currentSession()?.timeZone;
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={5}>Calendar feeds</Title>
        <Text size="sm" c="dimmed">
          A private link to the bookings and blocks of the club, an activity or a court, for Google Calendar (From URL), Outlook (Subscribe
          from web) or Apple Calendar. Customers are shown by name only. Anyone with the link can read it: revoke a link you no longer use.
        </Text>
        {shown && <ShownOnceSecret what="link" value={shown} testId="new-feed-url" onClose={() => setShown(null)} />}
        <Group align="flex-end">
          <Select
            label="Feed of"
            data={SCOPES}
            value={scope}
            allowDeselect={false}
            onChange={(v) => {
              setScope((v ?? 'club') as CalendarFeedScope);
              setError(null);
            }}
          />
          {scope !== 'club' && (
            <Select
              label="Activity"
              data={(activities ?? []).map((a) => ({ value: String(a.activityId), label: a.activityName }))}
              value={activityId}
              onChange={(v) => {
                setActivityId(v);
                setCourtId(null);
                setError(null);
              }}
              error={scope === 'activity' ? error : null}
            />
          )}
          {scope === 'court' && (
            <Select
              label="Court"
              data={(courts ?? []).map((c) => ({ value: String(c.courtId), label: c.courtName }))}
              value={courtId}
              onChange={(v) => {
                setCourtId(v);
                setError(null);
              }}
              error={error}
              disabled={!activityId}
            />
          )}
          <WriteButton feature={Feature.clubSettings} onClick={() => void create()}>
            Create feed
          </WriteButton>
        </Group>
        {scope === 'club' && error && (
          <Text size="sm" c="red">
            {error}
          </Text>
        )}
        {feeds && feeds.length > 0 && (
          <Table fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Covers</Table.Th>
                <Table.Th>Link</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Last read</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {feeds.map((f) => (
                <Table.Tr key={f.feedId}>
                  <Table.Td>{f.label}</Table.Td>
                  <Table.Td>
                    <Code>{f.tokenPrefix}…</Code>
                  </Table.Td>
                  <Table.Td>{clubDay(zone, f.createdAt)}</Table.Td>
                  <Table.Td>{f.lastUsedAt ? clubDay(zone, f.lastUsedAt) : 'Never'}</Table.Td>
                  <Table.Td>
                    {f.revokedAt ? (
                      <Badge color="gray">Revoked</Badge>
                    ) : (
                      <WriteButton
                        feature={Feature.clubSettings}
                        size="compact-xs"
                        color="red"
                        variant="light"
                        aria-label={`Revoke feed ${f.tokenPrefix}`}
                        onClick={() => void revokeFeed(f.feedId).then(load)}
                      >
                        Revoke
                      </WriteButton>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
