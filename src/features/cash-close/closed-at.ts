import { clockTimeIn, displayDate, todayIn } from '../../lib/time/club-date';
import { toMinorUnits } from '../../../contract/money-round';

/** An instant as the club reads it: '22 Nov 2026 18:05'. */
export function clubMoment(iso: string, timeZone: string | undefined): string {
  const at = new Date(iso);
  return `${displayDate(todayIn(timeZone, at))} ${clockTimeIn(timeZone, at)}`;
}

/** counted − expected in minor units, so 0.1 + 0.2 style sums never show a 1-paisa difference. */
export function drawerDifference(counted: number, expectedCash: number): number {
  return (toMinorUnits(counted) - toMinorUnits(expectedCash)) / 100;
}
