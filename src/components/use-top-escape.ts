import { useEffect, useRef, type RefObject } from 'react';

/**
 * Escape for a docked drawer: it closes the drawer only when nothing is open above it. Mantine's
 * modals and drawers each listen for Escape on the window, so one key closed both a dialog and the
 * drawer behind it. The drawer turns its own Escape off and uses this: a capture listener added
 * when the drawer opens, so it runs before those of dialogs opened later over it, while they are
 * still in the page, and leaves the key to them.
 */
export function useTopEscape(inside: RefObject<HTMLElement | null>, opened: boolean, onClose: () => void): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing) return;
      // A combobox or menu with its list open takes Escape for itself (Mantine marks it so).
      if ((event.target as HTMLElement | null)?.getAttribute?.('data-mantine-stop-propagation') === 'true') return;
      if (dialogAbove(inside.current?.closest('[role="dialog"]') ?? null)) return;
      close.current();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [inside, opened]);
}

/** Another dialog (modal, confirmation, popover) is in the page besides `own` and what it holds. */
export function dialogAbove(own: Element | null): boolean {
  return Array.from(document.querySelectorAll('[role="dialog"]')).some((el) => el !== own && !own?.contains(el));
}
