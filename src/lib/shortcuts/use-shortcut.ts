import { useEffect, useRef } from 'react';
import { addShortcutHandler } from './shortcut-store';
import type { ShortcutId } from './shortcut-list';

/**
 * A screen handles a shortcut while it is mounted (and `enabled`). The latest handler is called,
 * so it may use the render's values without registering again on every render.
 */
export function useShortcut(id: ShortcutId, handler: () => void, enabled = true): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  }, [handler]);
  useEffect(() => {
    if (!enabled) return;
    return addShortcutHandler(id, () => latest.current());
  }, [id, enabled]);
}

/** A field a shortcut puts the cursor in (Find Bookings' search, Courtside's search): its ref. */
export function useShortcutFocus<T extends HTMLElement>(id: ShortcutId) {
  const field = useRef<T>(null);
  useShortcut(id, () => field.current?.focus());
  return field;
}
