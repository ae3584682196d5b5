import { addDays } from '../../core/local-time';
import { endMinutesOf, minutesOf } from '../../core/dates';
import { escapeText, icsDocument, localStamp } from './ics-text';
import { vtimezoneLines } from './vtimezone';
import type { FeedBlock, FeedBooking } from './feed-events';

/**
 * The feed as RFC 5545 (ADR 0073). Every value comes from stored rows, never from the clock, so
 * two reads with nothing changed give the same bytes (and the same ETag). UIDs name the row:
 * `booking-<id>@courtdesk` stays with a booking through reschedules (SEQUENCE counts them and
 * the cancellation), `block-<id>-<date>@courtdesk` is one day of a block.
 */
export interface FeedCalendar {
  name: string;
  timeZone: string;
  from: string;
  to: string;
  bookings: FeedBooking[];
  blocks: FeedBlock[];
}

const DOMAIN = 'courtdesk';

/** A booking's end as a local date and time: an end at or before the start is the next day's (00:00 is midnight). */
function bookingEnd(b: FeedBooking): string {
  const endsNextDay = endMinutesOf(b.endTime) >= 1440 || minutesOf(b.endTime) <= minutesOf(b.startTime);
  return localStamp(endsNextDay ? addDays(b.date, 1) : b.date, b.endTime);
}

function bookingEvent(b: FeedBooking, tz: string): string[] {
  const what = b.patternId === null ? `Booking #${b.id}` : `Booking #${b.id} (pattern #${b.patternId})`;
  return [
    'BEGIN:VEVENT',
    `UID:booking-${b.id}@${DOMAIN}`,
    `DTSTAMP:${b.changedAt}`,
    `LAST-MODIFIED:${b.changedAt}`,
    `SEQUENCE:${b.reschedules + (b.cancelled ? 1 : 0)}`,
    `DTSTART;TZID=${tz}:${localStamp(b.date, b.startTime)}`,
    `DTEND;TZID=${tz}:${bookingEnd(b)}`,
    `SUMMARY:${escapeText(`${b.customerName} · ${b.courts || b.activityName}`)}`,
    `DESCRIPTION:${escapeText(`${what}\n${b.activityName}${b.courts ? ` · ${b.courts}` : ''}`)}`,
    `LOCATION:${escapeText(b.courts || b.activityName)}`,
    `STATUS:${b.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

function blockEvent(k: FeedBlock, tz: string): string[] {
  const [startDate, startTime] = k.start.split(' ');
  const [endDate, endTime] = k.end.split(' ');
  return [
    'BEGIN:VEVENT',
    `UID:block-${k.blockId}-${k.date}@${DOMAIN}`,
    `DTSTAMP:${k.createdAt}`,
    `DTSTART;TZID=${tz}:${localStamp(startDate, startTime)}`,
    `DTEND;TZID=${tz}:${localStamp(endDate, endTime)}`,
    `SUMMARY:${escapeText(`Blocked · ${k.courts}`)}`,
    `DESCRIPTION:${escapeText(`Block #${k.blockId}\n${k.activityName} · ${k.courts}`)}`,
    `LOCATION:${escapeText(k.courts)}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** Midnight UTC of a date, widened by a day each side so every local time of the window is covered. */
const utcDay = (date: string, shift: number) => Date.parse(`${addDays(date, shift)}T00:00:00Z`);

export function renderFeed(c: FeedCalendar): string {
  return icsDocument([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Courtdesk//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(c.name)}`,
    `X-WR-TIMEZONE:${c.timeZone}`,
    // Calendar apps that honour these poll every 15 minutes.
    'REFRESH-INTERVAL;VALUE=DURATION:PT15M',
    'X-PUBLISHED-TTL:PT15M',
    ...vtimezoneLines(c.timeZone, utcDay(c.from, -1), utcDay(c.to, 2)),
    ...c.bookings.flatMap((b) => bookingEvent(b, c.timeZone)),
    ...c.blocks.flatMap((k) => blockEvent(k, c.timeZone)),
    'END:VCALENDAR',
  ]);
}
