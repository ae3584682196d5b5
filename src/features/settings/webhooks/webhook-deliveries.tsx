import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { Feature } from '../../../../contract/features';
import type { DeliveryView } from '../../../../contract/webhooks';
import { WriteButton } from '../../../components/write-button';
import { clockTimeIn, clubStamp } from '../../../lib/time/club-date';
import { currentSession } from '../../../lib/session/session-store';
import { fetchDeliveries, resendDelivery } from './webhooks-api';

const STATUS_COLOR = { delivered: 'green', pending: 'yellow', failed: 'red' } as const;

/** A pending delivery that has been tried is waiting for its next attempt: say so, not just "pending". */
const statusText = (d: DeliveryView) => (d.status === 'pending' && d.attempts > 0 ? 'retrying' : d.status);

/**
 * The delivery log of one endpoint (newest 200): event, status, attempts, response code or error,
 * time of the last attempt (or when queued), with Resend (a new delivery of the same event, same id).
 */
export function WebhookDeliveries({ webhookId, version }: { webhookId: number; version: number }) {
  const [rows, setRows] = useState<DeliveryView[] | null>(null);
  const load = useCallback(() => void fetchDeliveries(webhookId).then((o) => o.ok && setRows(o.data.deliveries ?? [])), [webhookId]);
  useEffect(load, [load, version]);
  const zone = currentSession()?.timeZone;
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={500}>
          Delivery log
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={load}>
          Refresh
        </Button>
      </Group>
      {rows && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          Nothing sent yet.
        </Text>
      )}
      {rows && rows.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table fz="sm" aria-label="Delivery log">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Event</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Attempts</Table.Th>
                <Table.Th>Response</Table.Th>
                <Table.Th>Time</Table.Th>
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
                        (resent)
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge size="sm" color={STATUS_COLOR[d.status]}>
                      {statusText(d)}
                    </Badge>
                    {d.status === 'pending' && d.attempts > 0 && d.nextAttemptAt && (
                      <Text size="xs" c="dimmed">
                        next at {clockTimeIn(zone, new Date(d.nextAttemptAt))}
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
                      aria-label={`Resend ${d.eventType} ${d.eventId}`}
                      onClick={() => void resendDelivery(d.deliveryId).then((o) => o.ok && load())}
                    >
                      Resend
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
