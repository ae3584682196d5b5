import type { PatternForm } from '../../../contract/bulk';
import type { BlockingRequest } from '../../../contract/blocking';

/** The blocking payload read as the shared form (its rules and messages are the bulk form's). */
export function blockingForm(b: BlockingRequest): PatternForm {
  return {
    activityId: b.blockingActivityId,
    courts: b.blockingCourts,
    startDate: b.blockingStartDate,
    endDate: b.blockingEndDate,
    allSlots: b.blockingFullDay === true,
    startTime: b.blockingStartTime,
    endTime: b.blockingEndTime,
    days: b.blockingDays,
    slotCount: 1,
    ignoreUnavailableSlots: true,
  };
}
