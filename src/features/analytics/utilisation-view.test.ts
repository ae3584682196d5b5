import { describe, expect, it } from 'vitest';
import { HEATMAP_RANGES, UTILISATION_COLOURS, dayLabel, heatmapOf, hourLabel, seriesOf, utilisationColour } from './utilisation-view';

describe('utilisation view', () => {
  it('colours 0 red, 1–30 orange and above 30 green', () => {
    expect(utilisationColour(0)).toBe(UTILISATION_COLOURS.red);
    expect(utilisationColour(0.5)).toBe(UTILISATION_COLOURS.orange);
    expect(utilisationColour(1)).toBe(UTILISATION_COLOURS.orange);
    expect(utilisationColour(30)).toBe(UTILISATION_COLOURS.orange);
    expect(utilisationColour(30.01)).toBe(UTILISATION_COLOURS.green);
    expect(utilisationColour(100)).toBe(UTILISATION_COLOURS.green);
  });

  it('has heatmap buckets 0-1, 1-10, 10-20 … 90-100 that do not overlap', () => {
    expect(HEATMAP_RANGES.map((r) => r.name)).toEqual([
      '0-1%',
      '1-10%',
      '10-20%',
      '20-30%',
      '30-40%',
      '40-50%',
      '50-60%',
      '60-70%',
      '70-80%',
      '80-90%',
      '90-100%',
    ]);
    for (let i = 1; i < HEATMAP_RANGES.length; i += 1) expect(HEATMAP_RANGES[i].from).toBeGreaterThan(HEATMAP_RANGES[i - 1].to);
    expect(HEATMAP_RANGES[0].color).toBe(UTILISATION_COLOURS.red);
    expect(HEATMAP_RANGES.at(-1)!.to).toBe(100);
  });

  it('cuts day labels to 3 characters and hour labels to 5', () => {
    expect(dayLabel('Wednesday')).toBe('Wed');
    expect(hourLabel('06:00:00')).toBe('06:00');
    expect(seriesOf({ Monday: 10, Tuesday: 0 }, dayLabel)).toEqual({
      categories: ['Mon', 'Tue'],
      series: [{ name: 'Utilisation', data: [10, 0] }],
    });
    expect(heatmapOf({ Monday: { '08:00:00': 50, '09:00:00': 0 }, Sunday: { '08:00:00': 1, '09:00:00': 2 } })).toEqual({
      categories: ['08:00', '09:00'],
      series: [
        { name: 'Mon', data: [50, 0] },
        { name: 'Sun', data: [1, 2] },
      ],
    });
  });
});
