import { clubStamp } from '../../lib/time/club-date';
import { toMinorUnits } from '../../../contract/money-round';

/** An instant as the club reads it, like every stamp of the console: '22 Nov 2026, 18:05'. */
export function clubMoment(iso: string, timeZone: string | undefined): string {
  return clubStamp(timeZone, iso);
}

/** counted − expected in minor units, so 0.1 + 0.2 style sums never show a 1-paisa difference. */
export function drawerDifference(counted: number, expectedCash: number): number {
  return (toMinorUnits(counted) - toMinorUnits(expectedCash)) / 100;
}
