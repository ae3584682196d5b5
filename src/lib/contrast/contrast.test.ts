import { describe, expect, it } from 'vitest';
import { contrast, darkenUntil } from './contrast';

describe('contrast', () => {
  it('matches the WCAG figures for known pairs', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 5);
    // Mantine's blue 6 under white text: the 3.55 axe reported on the console's buttons.
    expect(contrast('#ffffff', '#228be6')).toBeCloseTo(3.55, 1);
    expect(contrast('#868e96', '#ffffff')).toBeCloseTo(3.32, 1);
  });

  it('darkens a colour only as far as the ratio needs, against every background', () => {
    expect(darkenUntil('#1864ab', ['#ffffff'], 4.5)).toBe('#1864ab');
    const dimmed = darkenUntil('#868e96', ['#ffffff', '#f1f3f5'], 4.5);
    expect(contrast(dimmed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dimmed, '#f1f3f5')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dimmed, '#f1f3f5')).toBeLessThan(5);
  });
});
