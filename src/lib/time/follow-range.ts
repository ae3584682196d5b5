/**
 * Spec 3 §4 period picking: setting From later than To moves To up to From; setting To earlier
 * than From moves From back to To. Dates are YYYY-MM-DD, so text order is date order.
 */
export function withFrom(range: { from: string; to: string }, from: string) {
  return { from, to: range.to < from ? from : range.to };
}

export function withTo(range: { from: string; to: string }, to: string) {
  return { from: range.from > to ? to : range.from, to };
}

/** A picker value (Mantine gives 'YYYY-MM-DD' strings, older callers Dates) → YYYY-MM-DD. */
export function pickedDate(value: string | Date | null): string | null {
  if (!value) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
}
