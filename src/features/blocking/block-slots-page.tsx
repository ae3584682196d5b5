import { Card, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivities } from '../../offline/mirror-queries';
import { BlockTab } from './block-tab';

/** Block Slots / Unblock Slots (spec 1 §2): two tabs over the shared form. */
export function BlockSlotsPage() {
  const { t } = useTranslation('blocking');
  const activities = useActivities() ?? [];
  const [tab, setTab] = useState<string | null>('block');
  return (
    <Stack gap="md" maw={960} p="lg">
      <Title order={2}>{tab === 'unblock' ? t('blocking:unblock.title') : t('blocking:block.title')}</Title>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="block">{t('blocking:block.title')}</Tabs.Tab>
          <Tabs.Tab value="unblock">{t('blocking:unblock.title')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="block" pt="md">
          <Card withBorder padding="lg">
            <BlockTab purpose="block" activities={activities} />
          </Card>
        </Tabs.Panel>
        <Tabs.Panel value="unblock" pt="md">
          <Card withBorder padding="lg">
            <BlockTab purpose="unblock" activities={activities} />
          </Card>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
