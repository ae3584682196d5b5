import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 1 §9 / spec 3 §9: after a 404 the triggering action stays disabled for 3 seconds. */
export const RETRY_LOCK_MS = 3000;

/** `[locked, lock]`: call `lock()` on a 404; `locked` is true for `ms`, then clears itself. */
export function useRetryLock(ms: number = RETRY_LOCK_MS): [boolean, () => void] {
  const [locked, setLocked] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const lock = useCallback(() => {
    setLocked(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setLocked(false), ms);
  }, [ms]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [locked, lock];
}
