import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GraphType } from '../../../../contract/analytics';
import { Chart } from '../../../lib/charts';
import { dayLabel, heatmapRanges, heatmapOf, hourLabel, percentText, seriesOf, utilisationColour } from '../utilisation-view';

interface Props {
  graphType: number;
  data: Record<string, number> | Record<string, Record<string, number>>;
}

/** Day (bar), Hour (column) or Day & Hour (heatmap) of spec 3 §2, coloured by the §9 rules. */
export function UtilisationChart({ graphType, data }: Props) {
  const { t } = useTranslation('analytics');
  if (Object.keys(data).length === 0) return <Text c="dimmed">{t('analytics:noCourt')}</Text>;
  if (graphType === GraphType.dayAndHour) {
    const h = heatmapOf(data as Record<string, Record<string, number>>);
    return (
      <Chart
        kind="heatmap"
        label={t('analytics:byDayHour')}
        categories={h.categories}
        series={h.series}
        heatmapRanges={heatmapRanges(h.series.flatMap((r) => r.data))}
        rowsTopDown
        formatValue={percentText}
        labelMaxChars={5}
        height={360}
      />
    );
  }
  const day = graphType === GraphType.day;
  const s = seriesOf(data as Record<string, number>, day ? dayLabel : hourLabel);
  return (
    <Chart
      kind={day ? 'bar' : 'column'}
      label={day ? t('analytics:byDay') : t('analytics:byHour')}
      categories={s.categories}
      series={s.series}
      pointColors={s.series[0].data.map(utilisationColour)}
      valueMax={100}
      formatValue={percentText}
      labelMaxChars={day ? 3 : 5}
      height={day ? 320 : 340}
    />
  );
}
