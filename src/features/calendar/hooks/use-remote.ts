import { useEffect, useState } from 'react';
import type { ApiOutcome } from '../../../lib/api/outcome';

export type Remote<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed'; message: string };

/**
 * An online read for a panel (not mirrored): loads when `key` changes, aborts when it goes away.
 * `load` must be stable for a given key (it is read only when the key changes).
 */
export function useRemote<T>(key: string | null, load: (signal: AbortSignal) => Promise<ApiOutcome<T>>): Remote<T> | null {
  const [result, setResult] = useState<{ key: string; value: Remote<T> } | null>(null);
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    load(controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      setResult({ key, value: outcome.ok ? { state: 'ready', data: outcome.data } : { state: 'failed', message: outcome.message } });
    });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` belongs to `key`
  }, [key]);
  if (key === null) return null;
  return result?.key === key ? result.value : { state: 'loading' };
}
