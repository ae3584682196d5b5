import { Card, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useActivities } from '../../offline/mirror-queries';
import { BlockTab } from './block-tab';

/** Block Slots / Unblock Slots (spec 1 §2): two tabs over the shared form. */
export function BlockSlotsPage() {
  const activities = useActivities() ?? [];
  const [tab, setTab] = useState<string | null>('block');
  return (
    <Stack gap="md" maw={960} p="lg">
      <Title order={2}>{tab === 'unblock' ? 'Unblock Slots' : 'Block Slots'}</Title>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="block">Block Slots</Tabs.Tab>
          <Tabs.Tab value="unblock">Unblock Slots</Tabs.Tab>
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
