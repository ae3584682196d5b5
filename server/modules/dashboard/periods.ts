import { AnalyticsMessages, DashboardPeriod } from '../../../contract/analytics';
import { InputError } from '../../core/input-error';
import { BusinessError } from '../../core/business-error';
import { addDays } from '../../core/local-time';
import { weekdayOf } from '../../core/dates';
import { checkRange, daysBetween } from '../utilisation/range';

export interface DashboardRange {
  from: string;
  to: string;
  /** The period it is compared with (Unique Users change; ADR 0035). */
  prevFrom: string;
  prevTo: string;
}

/**
 * The days a dashboard period covers in the club's calendar (`today` is the club's today) and
 * the period before it: the day before for Today/Yesterday, the same weekdays a week earlier for
 * This Week, the same days of the previous month for This Month, and the same number of days
 * just before for Custom.
 */
export function dashboardRange(period: number, today: string, fromDate?: string, toDate?: string): DashboardRange {
  switch (period) {
    case DashboardPeriod.today:
      return { from: today, to: today, prevFrom: addDays(today, -1), prevTo: addDays(today, -1) };
    case DashboardPeriod.yesterday: {
      const y = addDays(today, -1);
      return { from: y, to: y, prevFrom: addDays(y, -1), prevTo: addDays(y, -1) };
    }
    case DashboardPeriod.thisWeek: {
      const monday = addDays(today, -weekdayOf(today));
      return { from: monday, to: today, prevFrom: addDays(monday, -7), prevTo: addDays(today, -7) };
    }
    case DashboardPeriod.thisMonth: {
      const first = `${today.slice(0, 8)}01`;
      const prevFirst = `${addDays(first, -1).slice(0, 8)}01`;
      const prevLast = addDays(first, -1);
      const sameDay = addDays(prevFirst, daysBetween(first, today));
      return { from: first, to: today, prevFrom: prevFirst, prevTo: sameDay < prevLast ? sameDay : prevLast };
    }
    default: {
      if (!fromDate) throw new InputError('fromDate', 'is required for a custom period');
      if (!toDate) throw new InputError('toDate', 'is required for a custom period');
      checkRange(fromDate, toDate, 'toDate');
      // The picker cannot choose the future; a request that does is refused with the picker's words.
      if (toDate > today) throw new BusinessError(AnalyticsMessages.validDates);
      const n = daysBetween(fromDate, toDate) + 1;
      return { from: fromDate, to: toDate, prevFrom: addDays(fromDate, -n), prevTo: addDays(fromDate, -1) };
    }
  }
}
