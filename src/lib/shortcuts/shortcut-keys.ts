import { SHORTCUTS, type ShortcutId } from './shortcut-list';

/** The parts of a key press the shortcuts look at (a KeyboardEvent has them all). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  repeat?: boolean;
  isComposing?: boolean;
  defaultPrevented?: boolean;
}

/**
 * The shortcut a key press asks for, or null. Ctrl, ⌘ and Alt combinations belong to the browser
 * and the system; a held key (repeat) runs once; a key someone already handled is left alone.
 * Shift is allowed (`?` needs it on most layouts; Caps Lock gives upper case letters).
 */
export function shortcutFor(press: KeyPress): ShortcutId | null {
  if (press.ctrlKey || press.metaKey || press.altKey || press.repeat || press.isComposing || press.defaultPrevented) return null;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  return SHORTCUTS.find((shortcut) => shortcut.keys.includes(key))?.id ?? null;
}

const TEXT_INPUTS = new Set([
  'text',
  'search',
  'email',
  'tel',
  'url',
  'password',
  'number',
  'date',
  'time',
  'datetime-local',
  'month',
  'week',
]);
const TEXT_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);

/** The press lands where a person types: a text field, a text area, a select, editable content. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  const el = target as HTMLElement;
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || el.isContentEditable) return true;
  if (el instanceof HTMLInputElement) return TEXT_INPUTS.has(el.type || 'text');
  return TEXT_ROLES.has(el.getAttribute('role') ?? '');
}

/**
 * A dialog, popover or menu is open, so the keys are its own. The calendar's docked drawer (cart,
 * booking details) is not one: it sits beside the grid and the desk keeps working (it carries
 * `data-docked-drawer`).
 */
export function dialogOpen(doc: Document): boolean {
  return Array.from(doc.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="menu"]')).some(
    (el) => !el.querySelector('[data-docked-drawer]') && !el.closest('[data-docked-drawer]'),
  );
}
