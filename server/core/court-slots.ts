import { endMinutesOf, minutesOf, timeOf } from './dates';

export interface CourtHours {
  openTime: string;
  closeTime: string;
  slotDurationMinutes: number;
}

export interface SlotWindow {
  start: number;
  end: number;
  slotTime: string;
  endTime: string;
}

/** A court's slots for a day: open to close in slot-duration steps (close 00:00 = midnight). */
export function courtSlots(court: CourtHours): SlotWindow[] {
  const open = minutesOf(court.openTime);
  const close = endMinutesOf(court.closeTime) <= open ? 1440 : endMinutesOf(court.closeTime);
  const out: SlotWindow[] = [];
  for (let t = open; t + court.slotDurationMinutes <= close; t += court.slotDurationMinutes) {
    out.push({ start: t, end: t + court.slotDurationMinutes, slotTime: timeOf(t), endTime: timeOf(t + court.slotDurationMinutes) });
  }
  return out;
}

/** The slot of a court starting at `time`, or undefined when no slot starts then. */
export function findSlot(court: CourtHours, time: string): SlotWindow | undefined {
  const start = minutesOf(time);
  return courtSlots(court).find((s) => s.start === start);
}
