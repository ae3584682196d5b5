import { describe, expect, it } from 'vitest';
import { cutLabel, escapeChartText } from './escape';
import { toApex } from './options';

describe('chart adapter', () => {
  it('escapes names before they reach apexcharts', () => {
    expect(escapeChartText(`<img src=x onerror="a('b')">&`)).toBe('&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;');
    const { options, series } = toApex({
      kind: 'column',
      label: 'x',
      categories: ['<b>Court</b>'],
      series: [{ name: '<i>Pkg</i>', data: [1] }],
    });
    expect(options.xaxis?.categories).toEqual(['&lt;b&gt;Court&lt;/b&gt;']);
    expect((series as { name: string }[])[0].name).toBe('&lt;i&gt;Pkg&lt;/i&gt;');
  });
  it('cuts long labels by code point', () => {
    expect(cutLabel('Badminton Court Number Twelve', 10)).toBe('Badminton…');
    expect(cutLabel('🏸🏸🏸', 3)).toBe('🏸🏸🏸');
  });
  it('shapes a heatmap as rows of x/y points and a donut as one series', () => {
    const heat = toApex({ kind: 'heatmap', label: 'h', categories: ['06', '07'], series: [{ name: 'Mon', data: [10, 20] }] });
    expect(heat.series).toEqual([
      {
        name: 'Mon',
        data: [
          { x: '06', y: 10 },
          { x: '07', y: 20 },
        ],
      },
    ]);
    const donut = toApex({ kind: 'donut', label: 'd', categories: ['A', 'B'], series: [{ name: 'n', data: [3, 4] }] });
    expect(donut.series).toEqual([3, 4]);
  });
});
