import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { Feature } from '../../../../contract/features';
import type { DeliveryView } from '../../../../contract/webhooks';
import { WriteButton } from '../../../components/write-button';
import { clockTimeIn, clubStamp } from '../../../lib/time/club-date';
import { currentSession } from '../../../lib/session/session-store';
import { fetchDeliveries, resendDelivery } from './webhooks-api';
import { i18n } from '../../../lib/i18n/i18n';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR = { delivered: 'green', pending: 'yellow', failed: 'red' } as const;

const STATUS_TEXT = {
  delivered: () => i18n.t('settings:webhooks.status.delivered'),
  pending: () => i18n.t('settings:webhooks.status.pending'),
  failed: () => i18n.t('settings:webhooks.status.failed'),
  retrying: () => i18n.t('settings:webhooks.status.retrying'),
} as const;

/** A pending delivery that has been tried is waiting for its next attempt: say so, not just "pending". */
const statusText = (d: DeliveryView) => STATUS_TEXT[d.status === 'pending' && d.attempts > 0 ? 'retrying' : d.status]();

/**
 * The delivery log of one endpoint (newest 200): event, status, attempts, response code or error,
 * time of the last attempt (or when queued), with Resend (a new delivery of the same event, same id).
 */
export function WebhookDeliveries({ webhookId, version }: { webhookId: number; version: number }) {
  const { t } = useTranslation('settings');
  const [rows, setRows] = useState<DeliveryView[] | null>(null);
  const load = useCallback(() => void fetchDeliveries(webhookId).then((o) => o.ok && setRows(o.data.deliveries ?? [])), [webhookId]);
  useEffect(load, [load, version]);
  const zone = currentSession()?.timeZone;
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={500}>
          {t('settings:webhooks.log.title')}
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={load}>
          {t('settings:webhooks.log.refresh')}
        </Button>
      </Group>
      {rows && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('settings:webhooks.log.empty')}
        </Text>
      )}
      {rows && rows.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table fz="sm" aria-label={t('settings:webhooks.log.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('settings:webhooks.log.event')}</Table.Th>
                <Table.Th>{t('settings:webhooks.log.status')}</Table.Th>
                <Table.Th>{t('settings:webhooks.log.attempts')}</Table.Th>
                <Table.Th>{t('settings:webhooks.log.response')}</Table.Th>
                <Table.Th>{t('settings:webhooks.log.time')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((d) => (
                <Table.Tr key={d.deliveryId}>
                  <Table.Td>
                    {d.eventType}
                    {d.resendOf !== null && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        {t('settings:webhooks.log.resent')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge size="sm" color={STATUS_COLOR[d.status]}>
                      {statusText(d)}
                    </Badge>
                    {d.status === 'pending' && d.attempts > 0 && d.nextAttemptAt && (
                      <Text size="xs" c="dimmed">
                        {t('settings:webhooks.log.nextAt', { time: clockTimeIn(zone, new Date(d.nextAttemptAt)) })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{d.attempts}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word', maxWidth: 220 }}>{d.responseCode ?? d.lastError ?? '—'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{clubStamp(zone, d.lastAttemptAt ?? d.createdAt)}</Table.Td>
                  <Table.Td>
                    <WriteButton
                      feature={Feature.clubSettings}
                      size="compact-xs"
                      variant="light"
                      aria-label={t('settings:webhooks.log.resendOf', { event: d.eventType, id: d.eventId })}
                      onClick={() => void resendDelivery(d.deliveryId).then((o) => o.ok && load())}
                    >
                      {t('settings:webhooks.log.resend')}
                    </WriteButton>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </div>
  );
}
