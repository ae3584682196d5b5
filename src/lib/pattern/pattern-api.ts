import { verifyReply, type PatternForm } from '../../../contract/bulk';
import { blockingReply, unblockingReply, type BlockingRequest } from '../../../contract/blocking';
import { api } from '../api/client';
import { newIdempotencyKey } from '../../../contract/idempotency-key';

/** POST /api/slots/availability/verify — Check Availability of the bulk form. */
export function verifyPattern(form: PatternForm) {
  return api.post('/slots/availability/verify', form, { schema: verifyReply });
}

/** POST /api/blocking/verify or /api/unblocking/verify — Check Slots to Block / to Unblock. */
export function verifyBlocking(body: BlockingRequest, purpose: 'block' | 'unblock') {
  return api.post(purpose === 'block' ? '/blocking/verify' : '/unblocking/verify', body, { schema: verifyReply });
}

export function createBlock(body: BlockingRequest) {
  return api.post('/blocking', body, { schema: blockingReply, idempotencyKey: newIdempotencyKey(), present: { success: true } });
}

/** POST /api/unblocking: a whole block (blockingId) or the given slots. */
export function unblockSlots(
  blockingId: number | null,
  slots: { slotDate: string; slotTime: string; courtId: number; activityId?: number }[],
) {
  return api.post('/unblocking', { blockingId, slots }, { schema: unblockingReply, present: { success: true } });
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
