import type { AvailabilityCourt } from '../../../contract/availability';
import type { SchemaStep } from './step';

/** One calendar day of one activity as POST /availability last returned it (DESIGN: mirrored day). */
export interface CalendarDayRow {
  activityId: number;
  /** YYYY-MM-DD, club time zone. */
  date: string;
  activityType: number;
  maxSlotCount: number;
  courts: AvailabilityCourt[];
  /** When the server read it (ms since epoch): the age shown offline. */
  fetchedAt: number;
}

export const v2: SchemaStep = {
  version: 2,
  stores: {
    calendarDays: '[activityId+date], fetchedAt',
  },
};
