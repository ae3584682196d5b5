import type { CourtRow } from '../../core/club-context';

/** Both directions of the brother relation for a set of courts (see brothersOf). */
export function brotherMap(courts: CourtRow[]): Map<number, number[]> {
  const map = new Map<number, Set<number>>();
  const add = (a: number, b: number) => {
    if (a === b) return;
    map.set(a, (map.get(a) ?? new Set()).add(b));
  };
  for (const c of courts) {
    for (const b of c.brothers) {
      add(c.id, b);
      add(b, c.id);
    }
  }
  return new Map([...map].map(([k, v]) => [k, [...v]]));
}
