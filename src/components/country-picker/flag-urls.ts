/**
 * URLs of the country flags (country-flag-icons, 3:2 SVG). Each flag is its own small asset that
 * the browser fetches only when a flag is on screen; the list itself is just names and URLs.
 */
const files = import.meta.glob('/node_modules/country-flag-icons/3x2/*.svg', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const byCountry = new Map<string, string>(
  Object.entries(files).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -'.svg'.length), url]),
);

export function flagUrl(country: string): string | undefined {
  return byCountry.get(country.toUpperCase());
}
