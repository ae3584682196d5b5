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
  /** When this device last had it confirmed by the server (ms since epoch): the age shown offline. */
  fetchedAt: number;
  /** The reply's validator, sent back as If-None-Match (not indexed: no schema step needed). */
  etag?: string;
}

export const v2: SchemaStep = {
  version: 2,
  stores: {
    calendarDays: '[activityId+date], fetchedAt',
  },
};
