import { useEffect } from 'react';
import { create } from 'zustand';

interface CoverState {
  /** How many mounted <WriteReason> lines speak for each feature's controls. */
  counts: ReadonlyMap<number, number>;
}

const useCoverStore = create<CoverState>()(() => ({ counts: new Map() }));

function shift(features: readonly number[], by: 1 | -1) {
  useCoverStore.setState(({ counts }) => {
    const next = new Map(counts);
    for (const f of features) {
      const n = (next.get(f) ?? 0) + by;
      if (n > 0) next.set(f, n);
      else next.delete(f);
    }
    return { counts: next };
  });
}

/**
 * A <WriteReason> already writes out why a feature's controls are off: while it is on screen the
 * buttons it speaks for do not repeat the line under each of them.
 */
export function useCoverReasons(features: readonly number[]): void {
  const key = features.join(',');
  useEffect(() => {
    const list = key ? key.split(',').map(Number) : [];
    shift(list, 1);
    return () => shift(list, -1);
  }, [key]);
}

export function useReasonCovered(feature: number | undefined): boolean {
  return useCoverStore((s) => feature !== undefined && (s.counts.get(feature) ?? 0) > 0);
}
