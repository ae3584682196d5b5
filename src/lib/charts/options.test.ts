import { describe, expect, it } from 'vitest';
import { toApex, twoLines } from './options';

describe('chart options', () => {
  it('gives counts whole-number ticks', () => {
    const small = toApex({ kind: 'column', categories: ['A'], series: [{ name: 'n', data: [1] }], label: 'x', wholeNumbers: true });
    expect(small.options.yaxis).toMatchObject({ min: 0, max: 1, tickAmount: 1 });
    const big = toApex({ kind: 'line', categories: ['A', 'B'], series: [{ name: 'n', data: [3, 40] }], label: 'x', wholeNumbers: true });
    expect(big.options.yaxis).toMatchObject({ min: 0, forceNiceScale: true, decimalsInFloat: 0 });
  });
  it('starts an amount axis at 0, so one day is not zoomed around its single value (issue 27 item 15)', () => {
    const oneDay = toApex({ kind: 'line', categories: ['26 Nov'], series: [{ name: 'GTV', data: [5000] }], label: 'x' });
    expect(oneDay.options.yaxis).toMatchObject({ min: 0 });
    const refunds = toApex({ kind: 'line', categories: ['A', 'B'], series: [{ name: 'n', data: [-20, 40] }], label: 'x' });
    expect(refunds.options.yaxis).not.toHaveProperty('min');
  });
  it('names a cut label in full in the tooltip, escaped', () => {
    const long = 'Platinum Family Membership <Annual>';
    const { options } = toApex({ kind: 'column', categories: [long], series: [{ name: 'n', data: [3] }], label: 'x' });
    expect((options.xaxis?.categories as string[][])[0]).toEqual(['Platinum', 'Family…']);
    const x = options.tooltip?.x as { formatter: (v: unknown, o: { dataPointIndex: number }) => string };
    expect(x.formatter('Platinum Family…', { dataPointIndex: 0 })).toBe('Platinum Family Membership &lt;Annual&gt;');
  });
  it('puts column names on two lines, so apexcharts draws every one instead of hiding the last', () => {
    const names = ['Evening Doubles League Membership (Quarterly, Courts 1-6)', 'Weekend Swim Squad', 'Morning Fitness Pass', 'Monthly'];
    const { options } = toApex({ kind: 'column', categories: names, series: [{ name: 'n', data: [2, 1, 1, 0] }], label: 'x' });
    expect(options.xaxis?.categories).toEqual([['Evening', 'Doubles…'], ['Weekend', 'Swim Sq…'], ['Morning', 'Fitness…'], 'Monthly']);
    expect(twoLines('26 Nov 2026')).toBe('26 Nov 2026');
    // Lines only for columns: a line chart's dates keep one line.
    const line = toApex({ kind: 'line', categories: ['Evening Doubles'], series: [{ name: 'n', data: [1] }], label: 'x' });
    expect(line.options.xaxis?.categories).toEqual(['Evening Doubles']);
  });
  it('shows the heatmap colour ranges as its legend', () => {
    const ranges = [{ from: 0, to: 0, color: '#eee', name: '0%' }];
    const { options } = toApex({
      kind: 'heatmap',
      categories: ['06:00'],
      series: [{ name: 'Mon', data: [0] }],
      label: 'h',
      heatmapRanges: ranges,
    });
    expect(options.legend?.show).toBe(true);
  });
});
