import { Badge, Card, Code, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { Feature } from '../../../../contract/features';
import type { MarketplaceKeyView } from '../../../../contract/marketplace';
import { WriteButton } from '../../../components/write-button';
import { ShownOnceSecret } from '../../../components/shown-once-secret';
import { clubDay } from '../../../lib/time/club-date';
import { createKey, fetchKeys, revokeKey } from './marketplace-keys-api';
import { KeyLimitCell } from './key-limit-cell';
import { currentSession } from '../../../lib/session/session-store';
import { useTranslation } from 'react-i18next';

/**
 * Marketplace API keys of the club (feature 19): create one (the key is shown once, only its
 * hash is kept), see when each was last used, revoke. Self-contained for the settings page.
 */
export function MarketplaceKeysCard() {
  const { t } = useTranslation('settings');
  const [keys, setKeys] = useState<MarketplaceKeyView[] | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const load = useCallback(() => void fetchKeys().then((o) => o.ok && setKeys(o.data.keys ?? [])), []);
  useEffect(load, [load]);
  const create = async () => {
    const o = await createKey(name);
    if (!o.ok) return setError(o.message);
    setError(null);
    setName('');
    setShown(o.data.key ?? null);
    load();
  };
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={5}>{t('settings:keys.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('settings:keys.note')}
        </Text>
        {shown && <ShownOnceSecret what={t('settings:keys.secret')} value={shown} testId="new-key" onClose={() => setShown(null)} />}
        <Group align="flex-end">
          <TextInput
            label={t('settings:keys.name')}
            placeholder={t('settings:keys.namePlaceholder')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
            maxLength={60}
          />
          <WriteButton feature={Feature.clubSettings} onClick={() => void create()}>
            {t('settings:keys.create')}
          </WriteButton>
        </Group>
        {keys && keys.length > 0 && (
          <Table fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('settings:keys.column.name')}</Table.Th>
                <Table.Th>{t('settings:keys.column.key')}</Table.Th>
                <Table.Th>{t('settings:keys.column.created')}</Table.Th>
                <Table.Th>{t('settings:keys.column.lastUsed')}</Table.Th>
                <Table.Th>{t('settings:keys.column.perMinute')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.map((k) => (
                <Table.Tr key={k.id}>
                  <Table.Td>{k.name}</Table.Td>
                  <Table.Td>
                    <Code>{k.keyPrefix}…</Code>
                  </Table.Td>
                  <Table.Td>{clubDay(currentSession()?.timeZone, k.createdAt)}</Table.Td>
                  <Table.Td>{k.lastUsedAt ? clubDay(currentSession()?.timeZone, k.lastUsedAt) : t('settings:keys.never')}</Table.Td>
                  <Table.Td>
                    <KeyLimitCell key={`${k.id}-${k.perMinute}`} keyView={k} onSaved={load} />
                  </Table.Td>
                  <Table.Td>
                    {k.revokedAt ? (
                      <Badge color="gray">{t('settings:keys.revoked')}</Badge>
                    ) : (
                      <WriteButton
                        feature={Feature.clubSettings}
                        size="compact-xs"
                        color="red"
                        variant="light"
                        onClick={() => void revokeKey(k.id).then(load)}
                      >
                        {t('settings:keys.revoke')}
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
