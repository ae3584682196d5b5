import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rows } from '../../db/rows';
import { BlockingMessages } from '../../../contract/blocking';
import { BusinessError } from '../../core/business-error';
import { arr } from '../../ledger/occupy-many';
import { releaseOccupancySql } from '../../ledger/occupancy';
import { recordHistory } from '../../ledger/history';
import { logDaysChanged } from '../../ledger/change-log';
import type { Staff } from '../checkout/booking-service';

interface UnblockInput {
  blockingId: number | null;
  slots: { slotDate: string; slotTime: string; courtId: number }[];
}

/**
 * Lifts blocks in the caller's transaction: a whole block (blockingId, no slots), or the named
 * slots (each the block row starting then on that court; within blockingId when given). Only
 * this club's block rows are touched, so another club's ids find nothing. Every day freed gets
 * a change_log row, so each desk's calendar follows.
 */
export async function unblock(tx: Tx, clubId: number, staff: Staff, input: UnblockInput): Promise<number> {
  if (input.blockingId === null && input.slots.length === 0) throw new BusinessError(BlockingMessages.noneBlocked);
  const inBlock = input.blockingId === null ? sql`` : sql`AND o.block_id = ${input.blockingId}`;
  const bySlot =
    input.slots.length === 0
      ? sql``
      : sql`AND (o.source_court_id, lower(o.during)) IN (
              SELECT c, d + t FROM unnest(${arr(input.slots.map((s) => s.courtId))}::int[], ${arr(input.slots.map((s) => s.slotDate))}::date[],
                                          ${arr(input.slots.map((s) => s.slotTime))}::time[]) AS u(c, d, t))`;
  const gone = await rows<{ blockId: number; activityId: number; day: string; n: number }>(
    tx,
    sql`WITH g AS (
          ${releaseOccupancySql(clubId, sql`o.kind = 'block' ${inBlock} ${bySlot}`, sql`o.block_id, o.activity_id, lower(o.during)::date AS day, o.via_brother`)}
        )
        SELECT block_id AS "blockId", activity_id AS "activityId", day::text AS day, count(*) FILTER (WHERE NOT via_brother)::int AS n
        FROM g GROUP BY block_id, activity_id, day`,
  );
  const freed = gone.reduce((n, g) => n + g.n, 0);
  if (freed === 0) throw new BusinessError(input.blockingId === null ? BlockingMessages.noneBlocked : BlockingMessages.blockNotFound);
  const perBlock = new Map<number, number>();
  for (const g of gone) perBlock.set(g.blockId, (perBlock.get(g.blockId) ?? 0) + g.n);
  await recordHistory(
    tx,
    [...perBlock].map(([blockId, n]) => ({
      clubId,
      entity: 'block',
      entityId: blockId,
      action: 'unblock',
      actor: { userId: staff.userId, name: staff.username },
      after: { slots: n, whole: input.slots.length === 0 },
    })),
  );
  await logDaysChanged(
    tx,
    clubId,
    gone.map((g) => ({ activityId: g.activityId, date: g.day })),
    'unblock',
  );
  return freed;
}
