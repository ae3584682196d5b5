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
import { useTranslation } from 'react-i18next';

/** The scopes a feed can cover, with their catalogue keys. */
const SCOPES = [
  { value: 'club', label: 'settings:feeds.scope.club' },
  { value: 'activity', label: 'settings:feeds.scope.activity' },
  { value: 'court', label: 'settings:feeds.scope.court' },
];

/**
 * Calendar feeds of the club (feature 19, ADR 0073): make a secret .ics link for the club, an
 * activity or a court (shown once, to copy into Google Calendar or Outlook), see when each was
 * last read, revoke.
 */
export function CalendarFeedsCard() {
  const { t } = useTranslation('settings');
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
    if (scope !== 'club' && !id)
      return setError(scope === 'activity' ? t('settings:feeds.chooseActivity') : t('settings:feeds.chooseCourt'));
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
        <Title order={5}>{t('settings:feeds.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('settings:feeds.note')}
        </Text>
        {shown && <ShownOnceSecret what={t('settings:feeds.secret')} value={shown} testId="new-feed-url" onClose={() => setShown(null)} />}
        <Group align="flex-end">
          <Select
            label={t('settings:feeds.feedOf')}
            data={SCOPES.map((s) => ({ value: s.value, label: t(s.label) }))}
            value={scope}
            allowDeselect={false}
            onChange={(v) => {
              setScope((v ?? 'club') as CalendarFeedScope);
              setError(null);
            }}
          />
          {scope !== 'club' && (
            <Select
              label={t('settings:feeds.activity')}
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
              label={t('settings:feeds.court')}
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
            {t('settings:feeds.create')}
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
                <Table.Th>{t('settings:feeds.column.covers')}</Table.Th>
                <Table.Th>{t('settings:feeds.column.link')}</Table.Th>
                <Table.Th>{t('settings:feeds.column.created')}</Table.Th>
                <Table.Th>{t('settings:feeds.column.lastRead')}</Table.Th>
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
                  <Table.Td>{f.lastUsedAt ? clubDay(zone, f.lastUsedAt) : t('settings:feeds.never')}</Table.Td>
                  <Table.Td>
                    {f.revokedAt ? (
                      <Badge color="gray">{t('settings:feeds.revoked')}</Badge>
                    ) : (
                      <WriteButton
                        feature={Feature.clubSettings}
                        size="compact-xs"
                        color="red"
                        variant="light"
                        aria-label={t('settings:feeds.revokeOf', { prefix: f.tokenPrefix })}
                        onClick={() => void revokeFeed(f.feedId).then(load)}
                      >
                        {t('settings:feeds.revoke')}
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
