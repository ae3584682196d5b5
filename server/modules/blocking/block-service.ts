import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { BlockingMessages, type BlockingRequest } from '../../../contract/blocking';
import { BusinessError } from '../../core/business-error';
import { occupySelectSql } from '../../ledger/occupancy';
import { arr, keyArrays, lockManySlots, slotDuring } from '../../ledger/occupy-many';
import { brotherMap } from '../availability/service';
import { timeOf } from '../../core/dates';
import { recordHistory } from '../../ledger/history';
import type { Staff } from '../checkout/booking-service';
import { checkRange } from '../bulk/range-check';
import { logDays } from '../bulk/change-days';
import { blockingForm } from './block-form';

/**
 * Blocks the free slots of the form in the caller's transaction. A block is court time like a
 * booking: whole-court conflict keys (brothers included, so a blocked full pitch locks its
 * halves) locked in the single-booking order, and for group activities the group slot locks
 * too, so a place being sold and a block of the same slot queue behind each other. Slots taken
 * by a booking, hold or block are skipped; none free is a refusal.
 */
export async function createBlock(tx: Tx, clubId: number, staff: Staff, body: BlockingRequest) {
  const remarks = body.blockingRemarks?.trim() || null;
  if (remarks && remarks.length > 100) throw new BusinessError(BlockingMessages.remarksTooLong);
  let brothers = new Map<number, number[]>();
  const checked = await checkRange(tx, clubId, staff.userId, blockingForm(body), 'block', async (courts, slots, activity) => {
    brothers = brotherMap(courts);
    // A group court's block takes its slots' place locks and the court's own keys, together in the one order.
    await lockManySlots(tx, slots, { brothers: activity.type === 1 ? new Map() : brothers, group: activity.type === 1 });
  });
  if (!checked.ok) throw new BusinessError(checked.message);
  const { form: f, activity, judged } = checked.check;
  const free = judged.filter((j) => j.ok).map((j) => j.slot);
  if (free.length === 0) throw new BusinessError(BlockingMessages.noneToBlock);
  const withBrothers = activity.type === 1 ? new Map<number, number[]>() : brothers;

  const block = await firstRow<{ id: number }>(
    tx,
    sql`INSERT INTO blocks (club_id, activity_id, start_date, end_date, start_time, end_time, full_day, days, courts, remarks, handler, user_id)
        VALUES (${clubId}, ${activity.id}, ${f.startDate}, ${f.endDate}, ${timeOf(f.start)}, ${timeOf(f.end)}, ${f.allSlots},
                ${arr(f.days)}::smallint[], ${arr(f.courts)}::int[], ${remarks}, ${staff.username}, ${staff.userId})
        RETURNING id`,
  );
  const blockId = block!.id;
  await tx.execute(sql`WITH s AS (
      SELECT * FROM unnest(${arr(free.map((s) => s.courtId))}::int[], ${arr(free.map((s) => s.date))}::date[],
                           ${arr(free.map((s) => s.slotTime))}::time[], ${arr(free.map((s) => s.endTime))}::time[])
        AS s(court_id, slot_date, slot_time, end_time)
    ), k AS (${keyArrays(f.courts, withBrothers, true)})
    ${occupySelectSql(
      {
        clubId,
        courtId: sql`k.shown`,
        activityId: activity.id,
        lockKey: sql`k.lock_key`,
        during: slotDuring,
        kind: sql`'block'`,
        exclusive: sql`true`,
        count: sql`1`,
        viaBrother: sql`k.via`,
        sourceCourtId: sql`s.court_id`,
        blockId,
      },
      sql`FROM s JOIN k ON k.src = s.court_id`,
    )}`);
  await recordHistory(tx, {
    clubId,
    entity: 'block',
    entityId: blockId,
    action: 'create',
    actor: { userId: staff.userId, name: staff.username },
    after: {
      activityId: activity.id,
      courts: f.courts,
      days: f.days,
      startDate: f.startDate,
      endDate: f.endDate,
      startTime: timeOf(f.start),
      endTime: timeOf(f.end),
      slots: free.length,
      skipped: judged.length - free.length,
      remarks,
    },
  });
  await logDays(
    tx,
    clubId,
    activity.id,
    free.map((s) => s.date),
    'block',
  );
  return { blockingId: blockId, blockedSlots: free.length, skippedSlots: judged.length - free.length };
}
