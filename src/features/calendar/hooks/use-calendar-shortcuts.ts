import type { RefObject } from 'react';
import { useSession } from '../../../lib/session/session-store';
import { useShortcut } from '../../../lib/shortcuts/use-shortcut';
import { todayIn } from '../../../lib/time/club-date';
import type { CalendarParams } from './use-calendar-params';

/** The day `days` after a YYYY-MM-DD date (calendar arithmetic, no time zone involved). */
export function shiftDay(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

interface CalendarShortcuts {
  date: string;
  setParams: (next: Partial<CalendarParams>) => void;
  openCart: () => void;
  /** The date picker's button: G opens it (its calendar then takes the arrow keys). */
  dateInput: RefObject<HTMLButtonElement | null>;
}

/** The Booking Calendar's shortcuts (src/lib/shortcuts): go to a date, today, next/previous day, the cart. */
export function useCalendarShortcuts({ date, setParams, openCart, dateInput }: CalendarShortcuts): void {
  const timeZone = useSession()?.timeZone;
  useShortcut('nextDay', () => setParams({ date: shiftDay(date, 1) }));
  useShortcut('previousDay', () => setParams({ date: shiftDay(date, -1) }));
  useShortcut('today', () => setParams({ date: todayIn(timeZone) }));
  useShortcut('openCart', openCart);
  useShortcut('goToDate', () => {
    dateInput.current?.focus();
    dateInput.current?.click();
  });
}
