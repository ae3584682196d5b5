import { create } from 'zustand';
import type { ShortcutId } from './shortcut-list';

type Handler = () => void;

interface ShortcutState {
  /** Handlers by shortcut, latest first: the screen on top answers (a section, then its drawer). */
  handlers: Partial<Record<ShortcutId, Handler[]>>;
  /** A shortcut pressed elsewhere that the section it went to runs once it is there. */
  pending: ShortcutId | null;
  helpOpen: boolean;
}

export const useShortcutStore = create<ShortcutState>(() => ({ handlers: {}, pending: null, helpOpen: false }));

/** Adds a handler; the returned function removes it. A pending press of it runs it now. */
export function addShortcutHandler(id: ShortcutId, handler: Handler): () => void {
  useShortcutStore.setState((state) => ({ handlers: { ...state.handlers, [id]: [handler, ...(state.handlers[id] ?? [])] } }));
  if (useShortcutStore.getState().pending === id) {
    useShortcutStore.setState({ pending: null });
    handler();
  }
  return () =>
    useShortcutStore.setState((state) => ({
      handlers: { ...state.handlers, [id]: (state.handlers[id] ?? []).filter((h) => h !== handler) },
    }));
}

/** Runs the shortcut where it is handled now; false when no screen on show handles it. */
export function runShortcut(id: ShortcutId): boolean {
  const handler = useShortcutStore.getState().handlers[id]?.[0];
  if (!handler) return false;
  handler();
  return true;
}

/** Remembers a shortcut for the section being opened (see addShortcutHandler). */
export function holdShortcut(id: ShortcutId | null): void {
  useShortcutStore.setState({ pending: id });
}

export const openShortcutHelp = () => useShortcutStore.setState({ helpOpen: true });
export const closeShortcutHelp = () => useShortcutStore.setState({ helpOpen: false });
