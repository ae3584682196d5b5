import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme';
import { accessibleColours } from './accessible-colours';
import { contrast } from './contrast';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const { light } = accessibleColours(full);
const white = '#ffffff';

describe('the console theme reads at WCAG AA', () => {
  it.each(Object.keys(full.colors))('%s: white on filled, filled as text, light-variant text', (name) => {
    const shades = full.colors[name];
    expect(contrast(white, light[`--mantine-color-${name}-filled`])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(light[`--mantine-color-${name}-text`], full.colors.gray[1])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(light[`--mantine-color-${name}-light-color`], shades[1])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(light[`--mantine-color-${name}-light-color`], shades[2])).toBeGreaterThanOrEqual(4.5);
  });

  it('dimmed text and placeholders read on white and on grey rows', () => {
    for (const bg of [white, full.colors.gray[0], full.colors.gray[1]]) {
      expect(contrast(light['--mantine-color-dimmed'], bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(light['--mantine-color-placeholder'], bg)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps a colour that already reads as it is (blue 9 stays Mantine blue 9)', () => {
    // Only the shades that fall short move; blue 6 → a darker blue, never another hue.
    const blue = light['--mantine-color-blue-filled'];
    expect(blue).not.toBe(full.colors.blue[6]);
    expect(blue.slice(5, 7) > blue.slice(1, 3)).toBe(true);
  });
});
