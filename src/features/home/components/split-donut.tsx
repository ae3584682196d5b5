import { Center, Paper, Text } from '@mantine/core';
import { Chart } from '../../../lib/charts';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  /** Names the sum for tests, whatever the language. */
  testId: string;
  split: { sum: number; online: number; offline: number };
  empty: string;
}

/** A count split online / offline as a donut; with nothing to show, the empty-state text instead. */
export function SplitDonut({ title, testId, split, empty }: Props) {
  const { t } = useTranslation('home');
  return (
    <Paper withBorder p="md" h="100%">
      <Text fw={600}>
        {title}: <span data-testid={`${testId}-sum`}>{split.sum}</span>
      </Text>
      {split.sum === 0 ? (
        <Center h={220}>
          <Text c="dimmed">{empty}</Text>
        </Center>
      ) : (
        <Chart
          kind="donut"
          label={title}
          categories={[t('home:online'), t('home:offline')]}
          series={[{ name: title, data: [split.online, split.offline] }]}
          colors={['#1c7ed6', '#f08c00']}
          height={240}
        />
      )}
    </Paper>
  );
}
