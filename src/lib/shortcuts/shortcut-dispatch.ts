import { dialogOpen, isTyping, shortcutFor, type KeyPress } from './shortcut-keys';
import { SHORTCUTS, type ShortcutId } from './shortcut-list';
import { holdShortcut, openShortcutHelp, runShortcut } from './shortcut-store';

export interface ShortcutPlace {
  /** The path on show. */
  here: string;
  /** The person may open this section. */
  allowed: (path: string) => boolean;
  go: (path: string) => void;
}

/**
 * What one key press does: nothing while typing or under a dialog; `?` opens the help; a shortcut
 * the screen on show handles runs there; one of another section the person may open goes there and
 * runs once it has opened. Returns the shortcut acted on (the caller then keeps the key from the page).
 */
export function dispatchShortcut(press: KeyPress & { target: EventTarget | null }, doc: Document, place: ShortcutPlace): ShortcutId | null {
  const id = shortcutFor(press);
  if (!id || isTyping(press.target) || dialogOpen(doc)) return null;
  holdShortcut(null);
  if (id === 'help') {
    openShortcutHelp();
    return id;
  }
  if (runShortcut(id)) return id;
  const path = SHORTCUTS.find((shortcut) => shortcut.id === id)?.path;
  if (!path || path === place.here || !place.allowed(path)) return null;
  holdShortcut(id);
  place.go(path);
  return id;
}
