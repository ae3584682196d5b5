import { useCallback, useRef } from 'react';

/**
 * Replies can come back in any order, so a screen that asks again (another class, page, filter,
 * typed text) must not let an older, slower reply replace a newer one. Call the returned function
 * when a request starts; the `current()` it gives back stays true until a newer request starts.
 */
export function useLatest(): () => () => boolean {
  const latest = useRef(0);
  return useCallback(() => {
    const ticket = ++latest.current;
    return () => ticket === latest.current;
  }, []);
}
