import { Center, Paper, Text } from '@mantine/core';
import { Chart } from '../../../lib/charts';

interface Props {
  title: string;
  split: { sum: number; online: number; offline: number };
  empty: string;
}

/** A count split online / offline as a donut; with nothing to show, the empty-state text instead. */
export function SplitDonut({ title, split, empty }: Props) {
  return (
    <Paper withBorder p="md" h="100%">
      <Text fw={600}>
        {title}: <span data-testid={`${title.toLowerCase()}-sum`}>{split.sum}</span>
      </Text>
      {split.sum === 0 ? (
        <Center h={220}>
          <Text c="dimmed">{empty}</Text>
        </Center>
      ) : (
        <Chart
          kind="donut"
          label={title}
          categories={['Online', 'Offline']}
          series={[{ name: title, data: [split.online, split.offline] }]}
          colors={['#1c7ed6', '#f08c00']}
          height={240}
        />
      )}
    </Paper>
  );
}
