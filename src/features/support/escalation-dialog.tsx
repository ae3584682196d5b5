import { Anchor, Badge, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { EscalationReply } from '../../../contract/club-settings-wire';
import { endpoints } from '../../../contract/endpoint-table';
import { api } from '../../lib/api/client';
import { chatHref } from './support-channels';
import { useTranslation } from 'react-i18next';

type Level = NonNullable<EscalationReply['level1']>;

function LevelCard({ level }: { level: Level }) {
  const { t } = useTranslation('support');
  return (
    <Paper withBorder p="sm">
      <Stack gap={4}>
        {level.message && <Text size="sm">{level.message}</Text>}
        <Text fw={600}>
          {level.name}
          {level.designation && (
            <Text span c="dimmed" fw={400}>
              {' '}
              · {level.designation}
            </Text>
          )}
        </Text>
        <Group gap="md" wrap="wrap">
          {level.mobile && <Anchor href={`tel:+${level.mobile.replace(/\D/g, '')}`}>{level.mobile}</Anchor>}
          {level.whatsAppNumber && (
            <Anchor href={chatHref(level.whatsAppNumber)} target="_blank" rel="noopener noreferrer">
              WhatsApp
            </Anchor>
          )}
          {level.email && <Anchor href={`mailto:${level.email}`}>{level.email}</Anchor>}
          {level.webForm && (
            <Anchor href={level.webForm} target="_blank" rel="noopener noreferrer">
              {t('support:escalation.ticketSubmit')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** Support escalation (spec 3 §2): steps 1 to 3 from the escalation matrix, then the email block. */
export function EscalationDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('support');
  const [data, setData] = useState<EscalationReply | null | 'failed'>(null);
  useEffect(() => {
    void api
      .call(endpoints.clubSettings.escalationMatrix, undefined, { present: { failure: 'warning' } })
      .then((o) => setData(o.ok ? o.data : 'failed'));
  }, []);
  const levels = data && data !== 'failed' ? [data.level1, data.level2, data.level3] : [];
  const set = levels.filter((l): l is Level => l !== null);
  return (
    <Modal opened={opened} onClose={onClose} title={t('support:escalation.title')} centered size="lg">
      {data === null && <Loader size="sm" />}
      {data === 'failed' && <Text c="dimmed">{t('support:escalation.failed')}</Text>}
      {data && data !== 'failed' && (
        <Stack gap="md">
          {set.length === 0 && !data.email && <Text c="dimmed">{t('support:escalation.none')}</Text>}
          {levels.map((level, i) =>
            level ? (
              <Group key={i} align="flex-start" wrap="nowrap" gap="sm" data-step={i + 1}>
                <Badge size="lg" circle variant="light">
                  {i + 1}
                </Badge>
                <Stack gap={2} style={{ flex: 1 }}>
                  <Text size="sm" fw={700}>
                    {t('support:escalation.level', { level: i + 1 })}
                  </Text>
                  <LevelCard level={level} />
                </Stack>
              </Group>
            ) : null,
          )}
          {data.email && (
            <Paper withBorder p="sm" data-testid="escalation-email">
              {data.email.message && <Text size="sm">{data.email.message}</Text>}
              <Anchor href={`mailto:${data.email.email}`}>{data.email.email}</Anchor>
            </Paper>
          )}
        </Stack>
      )}
    </Modal>
  );
}
