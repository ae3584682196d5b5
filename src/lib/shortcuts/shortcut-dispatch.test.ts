import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchShortcut, type ShortcutPlace } from './shortcut-dispatch';
import { addShortcutHandler, useShortcutStore } from './shortcut-store';

const press = (key: string, target: EventTarget | null = document.body, more: Partial<KeyboardEventInit> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...more,
  target,
});

let place: ShortcutPlace & { go: ReturnType<typeof vi.fn<(path: string) => void>> };
beforeEach(() => {
  useShortcutStore.setState({ handlers: {}, pending: null, helpOpen: false });
  place = { here: '/calendar', allowed: (path) => path !== '/staff', go: vi.fn<(path: string) => void>() };
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('a shortcut key', () => {
  it('runs the handler of the screen on show', () => {
    const next = vi.fn();
    addShortcutHandler('nextDay', next);
    expect(dispatchShortcut(press('n'), document, place)).toBe('nextDay');
    expect(dispatchShortcut(press('N', document.body, { shiftKey: true }), document, place)).toBe('nextDay');
    expect(next).toHaveBeenCalledTimes(2);
  });

  it('the screen opened last answers, and a removed handler no longer does', () => {
    const page = vi.fn();
    const drawer = vi.fn();
    addShortcutHandler('openCart', page);
    const remove = addShortcutHandler('openCart', drawer);
    dispatchShortcut(press('c'), document, place);
    remove();
    dispatchShortcut(press('c'), document, place);
    expect(drawer).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledTimes(1);
  });

  it('opens the help on ?', () => {
    expect(dispatchShortcut(press('?', document.body, { shiftKey: true }), document, place)).toBe('help');
    expect(useShortcutStore.getState().helpOpen).toBe(true);
  });

  it('goes to the section that handles it, which runs it once it has opened', () => {
    expect(dispatchShortcut(press('/'), document, place)).toBe('searchBooking');
    expect(place.go).toHaveBeenCalledWith('/search');
    const focusSearch = vi.fn();
    addShortcutHandler('searchBooking', focusSearch);
    expect(focusSearch).toHaveBeenCalledTimes(1);
    expect(useShortcutStore.getState().pending).toBeNull();
  });

  it('does nothing for a section the person may not open, or where nothing handles it', () => {
    place.allowed = () => false;
    expect(dispatchShortcut(press('i'), document, place)).toBeNull();
    place.allowed = () => true;
    place.here = '/courtside';
    expect(dispatchShortcut(press('i'), document, place)).toBeNull();
    expect(place.go).not.toHaveBeenCalled();
  });
});

describe('a shortcut key never fires', () => {
  it('while typing in a field, a text area, a select or editable text', () => {
    const next = vi.fn();
    addShortcutHandler('nextDay', next);
    document.body.innerHTML = `<input id="a"><input id="b" type="search"><textarea id="c"></textarea><select id="d"></select>
      <div id="e" contenteditable="true"></div><div id="f" role="combobox"></div><input id="g" type="checkbox"><button id="h">x</button>`;
    for (const id of ['a', 'b', 'c', 'd', 'f'])
      expect(dispatchShortcut(press('n', document.getElementById(id)), document, place)).toBeNull();
    expect(next).not.toHaveBeenCalled();
    // A checkbox or a button is not typed in: the key is a shortcut there.
    expect(dispatchShortcut(press('n', document.getElementById('g')), document, place)).toBe('nextDay');
    expect(dispatchShortcut(press('n', document.getElementById('h')), document, place)).toBe('nextDay');
  });

  it('while a dialog, popover or menu is open, but does beside the docked drawer', () => {
    const next = vi.fn();
    addShortcutHandler('nextDay', next);
    document.body.innerHTML = '<div role="dialog" aria-modal="true"><div data-docked-drawer></div></div>';
    expect(dispatchShortcut(press('n'), document, place)).toBe('nextDay');
    for (const open of ['<div role="dialog"></div>', '<div role="alertdialog"></div>', '<div role="menu"></div>']) {
      document.body.innerHTML = open;
      expect(dispatchShortcut(press('n'), document, place)).toBeNull();
      expect(dispatchShortcut(press('?'), document, place)).toBeNull();
    }
    expect(next).toHaveBeenCalledTimes(1);
    expect(useShortcutStore.getState().helpOpen).toBe(false);
  });

  it('with Ctrl, ⌘ or Alt, on a held key, or on a key already handled', () => {
    addShortcutHandler('nextDay', vi.fn());
    for (const more of [{ ctrlKey: true }, { metaKey: true }, { altKey: true }, { repeat: true }, { defaultPrevented: true }])
      expect(dispatchShortcut(press('n', document.body, more), document, place)).toBeNull();
    expect(dispatchShortcut(press('x'), document, place)).toBeNull();
  });
});
