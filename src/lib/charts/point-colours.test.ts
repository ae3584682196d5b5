import { describe, expect, it } from 'vitest';
import { toApex } from './options';

describe('per-point colours and a fixed value axis', () => {
  it('colours each bar and fixes the axis at 0–100', () => {
    const { options } = toApex({
      kind: 'column',
      label: 'x',
      categories: ['06:00', '07:00'],
      series: [{ name: 'U', data: [0, 50] }],
      pointColors: ['red', 'green'],
      valueMax: 100,
    });
    expect(options.colors).toEqual(['red', 'green']);
    expect(options.plotOptions?.bar?.distributed).toBe(true);
    expect(options.legend?.show).toBe(false);
    expect(options.yaxis).toMatchObject({ min: 0, max: 100 });
  });
  it('leaves other charts as they were', () => {
    const { options } = toApex({ kind: 'column', label: 'x', categories: ['a'], series: [{ name: 'U', data: [1] }], colors: ['blue'] });
    expect(options.colors).toEqual(['blue']);
    expect(options.plotOptions?.bar?.distributed).toBe(false);
    expect(options.yaxis).not.toHaveProperty('max');
  });
  it('draws heatmap rows top-down when asked, and marks the points of a line', () => {
    const rows = [
      { name: 'Mon', data: [1] },
      { name: 'Sun', data: [2] },
    ];
    expect(
      (toApex({ kind: 'heatmap', label: 'h', categories: ['06:00'], series: rows, rowsTopDown: true }).series as { name: string }[]).map(
        (r) => r.name,
      ),
    ).toEqual(['Sun', 'Mon']);
    expect(
      (toApex({ kind: 'heatmap', label: 'h', categories: ['06:00'], series: rows }).series as { name: string }[]).map((r) => r.name),
    ).toEqual(['Mon', 'Sun']);
    expect(toApex({ kind: 'line', label: 'l', categories: ['a'], series: [{ name: 'G', data: [1] }] }).options.markers).toEqual({
      size: 4,
    });
  });
});
