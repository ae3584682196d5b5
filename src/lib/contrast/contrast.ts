/**
 * WCAG 2.x contrast arithmetic on `#rgb` / `#rrggbb` colours, for the theme (docs/adr/0083): the theme's
 * text colours are chosen by these numbers, not by eye, so every variant reads at AA.
 */

type Rgb = readonly [number, number, number];

function parseHex(colour: string): Rgb {
  // #rgb is #rrggbb with each digit doubled (Mantine's white is #fff).
  const hex = /^#[0-9a-f]{3}$/i.test(colour) ? `#${[...colour.slice(1)].map((d) => d + d).join('')}` : colour;
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rgb or #rrggbb colour: ${colour}`);
  return [parseInt(m[1], 16), parseInt(m[2], 16), parseInt(m[3], 16)];
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance (WCAG 2.x, sRGB). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * `colour` made darker in small steps (towards black, hue kept) until it reaches `ratio` against
 * every one of `backgrounds`; unchanged when it already does.
 */
export function darkenUntil(colour: string, backgrounds: readonly string[], ratio: number): string {
  const rgb = parseHex(colour);
  for (let step = 0; step <= 100; step++) {
    const candidate = toHex(rgb.map((c) => c * (1 - step / 100)) as unknown as Rgb);
    if (backgrounds.every((bg) => contrast(candidate, bg) >= ratio)) return candidate;
  }
  return '#000000';
}
