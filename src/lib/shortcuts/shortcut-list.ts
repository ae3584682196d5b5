/**
 * The desk's keyboard shortcuts (issue 32, ADR 0084): one list, read by the key handler and the
 * `?` help. Single keys without modifiers, as in the calendars desks already know (Google
 * Calendar: g, t, n, p, /, ?); they never fire while a person types in a field or a dialog is open.
 */
export type ShortcutId = 'help' | 'goToDate' | 'today' | 'nextDay' | 'previousDay' | 'openCart' | 'searchBooking' | 'checkIn';

export interface Shortcut {
  id: ShortcutId;
  /** The `KeyboardEvent.key` values that run it (letters in lower case). */
  keys: string[];
  /** What the help shows for the keys. */
  shown: string[];
  label: string;
  /** The section that does it: pressed elsewhere, the console goes there first. None: anywhere. */
  path?: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { id: 'goToDate', keys: ['g'], shown: ['G'], label: 'Go to a date (opens the date picker)', path: '/calendar' },
  { id: 'today', keys: ['t'], shown: ['T'], label: 'Go to today', path: '/calendar' },
  { id: 'nextDay', keys: ['n'], shown: ['N'], label: 'Next day', path: '/calendar' },
  { id: 'previousDay', keys: ['p'], shown: ['P'], label: 'Previous day', path: '/calendar' },
  { id: 'openCart', keys: ['c'], shown: ['C'], label: 'Open the cart (Booking Summary)', path: '/calendar' },
  { id: 'searchBooking', keys: ['/'], shown: ['/'], label: 'Search a booking (Find Bookings)', path: '/search' },
  { id: 'checkIn', keys: ['i'], shown: ['I'], label: 'Check in a player (Courtside Check-in)', path: '/courtside' },
  { id: 'help', keys: ['?'], shown: ['?'], label: 'Show these shortcuts' },
];

/** Keys that work inside the calendar grid, for the help (the grid handles them itself). */
export const GRID_KEYS: readonly { shown: string[]; label: string }[] = [
  { shown: ['Tab'], label: 'Into the slot grid (one stop), and on out of it' },
  { shown: ['←', '→', '↑', '↓'], label: 'Next court or time' },
  { shown: ['Home', 'End'], label: "First or last court of the time; with Ctrl, the day's first or last slot" },
  { shown: ['Page Up', 'Page Down'], label: 'A screenful of times up or down' },
  { shown: ['Enter', 'Space'], label: 'Open the slot (Book Now, Add to cart, the booking)' },
  { shown: ['Esc'], label: 'Close the slot panel or the drawer' },
];
