import type { CSSVariablesResolver, MantineTheme } from '@mantine/core';
import { darkenUntil } from './contrast';

/** WCAG 1.4.3: body-size text needs 4.5:1 against what is behind it. */
const AA_TEXT = 4.5;

/**
 * Mantine's light scheme, re-coloured where its defaults fall short of AA (docs/adr/0083): white on
 * blue 6 is 3.55:1, "dimmed" grey 3.32:1, placeholders 2.07:1, error red 3.3:1, a light badge's
 * text 3.8:1. Each colour's filled, text, outline and light-text shades are darkened just enough
 * (hue kept) to read at 4.5:1 on the backgrounds they sit on, for every theme colour at once, so
 * a screen never needs its own fix. The dark scheme is not used by the console and is left alone.
 */
export const accessibleColours: CSSVariablesResolver = (theme: MantineTheme) => {
  const light: Record<string, string> = {};
  const white = theme.white;
  const gray = theme.colors.gray;
  // Text sits on white, on the grey of striped and hovered rows, and on the light-grey cards.
  const plainBackgrounds = [white, gray[0], gray[1]];
  const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  for (const [name, shades] of Object.entries(theme.colors)) {
    // White labels on it, and it as text on the page: the same pair of numbers.
    const filled = darkenUntil(shades[shade], plainBackgrounds, AA_TEXT);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darkenUntil(filled, plainBackgrounds, AA_TEXT + 1.5);
    light[`--mantine-color-${name}-text`] = filled;
    light[`--mantine-color-${name}-outline`] = filled;
    // Light variant: shade 9 text on shade 1 (shade 2 when hovered).
    light[`--mantine-color-${name}-light-color`] = darkenUntil(shades[9], [shades[1], shades[2], white], AA_TEXT);
  }
  const dimmed = darkenUntil(gray[6], plainBackgrounds, AA_TEXT);
  light['--mantine-color-dimmed'] = dimmed;
  light['--mantine-color-placeholder'] = dimmed;
  light['--mantine-color-error'] = `var(--mantine-color-red-text)`;
  light['--mantine-color-anchor'] = `var(--mantine-color-${theme.primaryColor}-text)`;
  return { variables: {}, light, dark: {} };
};
