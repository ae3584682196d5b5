import { useLiveQuery } from 'dexie-react-hooks';

/**
 * A live Dexie read that only ever answers for the arguments it was asked: dexie-react-hooks keeps
 * the last answer until the read for new arguments is back, so for a render or more a grid named
 * 26 Nov drew 12 Dec's slots, and a tap there acted on 12 Dec (found tracing CI run 33, ADR 0100).
 * Undefined until the answer for `args` is in, then live as the mirror changes.
 */
export function useKeyedLiveQuery<T>(querier: () => Promise<T> | T, args: readonly (string | number | null | undefined)[]): T | undefined {
  const key = JSON.stringify(args);
  const read = useLiveQuery(async () => ({ key, value: await querier() }), [key]);
  return read?.key === key ? read.value : undefined;
}
