import type { PatternForm } from '../../../contract/bulk';
import type { BlockingRequest } from '../../../contract/blocking';
import { endpoints, type RequestOf } from '../../../contract/endpoint-table';
import { api } from '../api/client';
import { newIdempotencyKey } from '../../../contract/idempotency-key';

const blocking = endpoints.blocking;

/** POST /api/slots/availability/verify — Check Availability of the bulk form. */
export function verifyPattern(form: PatternForm) {
  return api.call(endpoints.bulk.verify, form);
}

/** POST /api/blocking/verify or /api/unblocking/verify — Check Slots to Block / to Unblock. */
export function verifyBlocking(body: BlockingRequest, purpose: 'block' | 'unblock') {
  return api.call(purpose === 'block' ? blocking.verifyBlock : blocking.verifyUnblock, body);
}

export function createBlock(body: BlockingRequest) {
  return api.call(blocking.block, body, { idempotencyKey: newIdempotencyKey(), present: { success: true } });
}

/** POST /api/unblocking: a whole block (blockingId) or the given slots. */
export function unblockSlots(blockingId: number | null, slots: RequestOf<typeof blocking.unblock>['slots']) {
  return api.call(blocking.unblock, { blockingId, slots }, { present: { success: true } });
}

/** The form as the blocking payload of spec 1 §3. */
export function toBlockingPayload(form: PatternForm, remarks: string): BlockingRequest {
  return {
    blockingActivityId: form.activityId,
    blockingStartDate: form.startDate,
    blockingEndDate: form.endDate,
    blockingStartTime: form.startTime,
    blockingEndTime: form.endTime,
    blockingFullDay: form.allSlots,
    blockingDays: form.days,
    blockingCourts: form.courts,
    blockingRemarks: remarks.trim() || null,
    blockingUser: 'ground_admin',
  };
}
