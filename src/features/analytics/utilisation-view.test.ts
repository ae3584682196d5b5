import { describe, expect, it } from 'vitest';
import {
  HEATMAP_EMPTY,
  UTILISATION_COLOURS,
  heatmapRanges,
  dayLabel,
  heatmapOf,
  hourLabel,
  seriesOf,
  utilisationColour,
} from './utilisation-view';

describe('utilisation view', () => {
  it('colours 0 red, 1–30 orange and above 30 green', () => {
    expect(utilisationColour(0)).toBe(UTILISATION_COLOURS.red);
    expect(utilisationColour(0.5)).toBe(UTILISATION_COLOURS.orange);
    expect(utilisationColour(1)).toBe(UTILISATION_COLOURS.orange);
    expect(utilisationColour(30)).toBe(UTILISATION_COLOURS.orange);
    expect(utilisationColour(30.01)).toBe(UTILISATION_COLOURS.green);
    expect(utilisationColour(100)).toBe(UTILISATION_COLOURS.green);
  });

  it('scales the heatmap to the data: 0 grey, round buckets up to the busiest hour, no overlap', () => {
    const quiet = heatmapRanges([0, 0, 0.5, 3.2, 5.75]);
    expect(quiet.map((r) => r.name)).toEqual(['0%', '0–1%', '1–2%', '2–3%', '3–4%', '4–5%', '5–6%']);
    expect(quiet[0]).toMatchObject({ from: 0, to: 0, color: HEATMAP_EMPTY });
    // At low use no cell is red: the wall of red of issue 27 item 15.
    expect(quiet.map((r) => r.color)).not.toContain(UTILISATION_COLOURS.red);
    for (let i = 1; i < quiet.length; i += 1) expect(quiet[i].from).toBeGreaterThan(quiet[i - 1].to);
    expect(new Set(quiet.map((r) => r.color)).size).toBe(quiet.length);
    const busy = heatmapRanges([0, 45, 96]);
    expect(busy.map((r) => r.name)).toEqual([
      '0%',
      '0–10%',
      '10–20%',
      '20–30%',
      '30–40%',
      '40–50%',
      '50–60%',
      '60–70%',
      '70–80%',
      '80–90%',
      '90–100%',
    ]);
    expect(busy.at(-1)!.to).toBe(100);
    expect(heatmapRanges([0, 0]).map((r) => r.name)).toEqual(['0%']);
    const tiny = heatmapRanges([0.3]);
    expect(tiny.map((r) => r.name)).toEqual(['0%', '0–0.5%']);
    expect(tiny[1]).toMatchObject({ from: 0.01, to: 0.5 });
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
