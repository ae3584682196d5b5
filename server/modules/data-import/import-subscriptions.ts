import { sql } from 'drizzle-orm';
import { ImportMessages, type ImportReply, type RowError } from '../../../contract/data-import';
import { STAFF_PLACE, PaymentMode, TransactionType } from '../../../contract/codes';
import type { Db, Tx } from '../../db/client';
import { rows } from '../../db/rows';
import { loadClub } from '../../core/club-context';
import { todayIn } from '../../core/local-time';
import { toMajor } from '../../core/money';
import { recordHistory } from '../../ledger/history';
import { recordTransactions } from '../../ledger/money-rows';
import { insertSubscriptions } from '../packages/subscription-insert';
import { daysBetween } from './cells';
import { runImport, type Passed } from './import-flow';
import type { ImportRequest } from './import-members';
import { cellsByField } from './mapping';
import { recordSources } from './runs';
import { checkSubscriptions, type SubscriptionIn } from './subscription-rows';

/**
 * Package subscriptions from a file (issue 31, ADR 0074 addendum): the member by mobile, the
 * package by name, the term and the money as the old system had it. The price is the file's
 * (paid + balance), not today's package price; what was paid is one opening money row, so the
 * subscription's balance is the file's and no takings appear. The package's credits are not
 * added: the members file already carries each member's credits balance.
 */
export async function importSubscriptions(db: Db, req: ImportRequest): Promise<ImportReply> {
  const club = await loadClub(db, req.clubId);
  const today = todayIn(club.timeZone);
  return runImport<SubscriptionIn>(db, req, {
    kind: 'subscriptions',
    check: (q, mapping) =>
      checkSubscriptions(
        q,
        club,
        today,
        req.sheet.rows.map((r) => ({ row: r.row, cells: cellsByField(req.sheet.columns, mapping, r.cells) })),
      ),
    writeBatch: (tx, runId, batch) => writeSubscriptionBatch(tx, req, runId, batch),
    totals: (passed) => ({
      members: new Set(passed.map((s) => s.memberId)).size,
      subscriptions: passed.length,
      paid: toMajor(passed.reduce((n, s) => n + s.paidMinor, 0)),
      balance: toMajor(passed.reduce((n, s) => n + s.balanceMinor, 0)),
      amount: toMajor(passed.reduce((n, s) => n + s.paidMinor + s.balanceMinor, 0)),
    }),
  });
}

/**
 * One batch in the caller's transaction: each package's places taken with one conditional
 * UPDATE (the Subscribe screen's rule; a package filled since the check loses its rows), the
 * subscriptions through the packages' one INSERT, one opening money row per paid subscription,
 * history and provenance.
 */
async function writeSubscriptionBatch(tx: Tx, req: ImportRequest, runId: number, batch: Passed<SubscriptionIn>[]) {
  const { clubId, actor } = req;
  const lost: { row: number; error: RowError }[] = [];
  const perPackage = new Map<number, SubscriptionIn[]>();
  for (const { value } of batch) perPackage.set(value.packageId, [...(perPackage.get(value.packageId) ?? []), value]);
  const kept: SubscriptionIn[] = [];
  for (const [packageId, list] of perPackage) {
    const taken = await rows<{ id: number }>(
      tx,
      sql`UPDATE membership_packages SET sold_tickets = sold_tickets + ${list.length}
          WHERE club_id = ${clubId} AND id = ${packageId} AND (member_limit = 0 OR sold_tickets + ${list.length} <= member_limit)
          RETURNING id`,
    );
    if (taken.length === 0)
      lost.push(...list.map((s) => ({ row: s.row, error: { field: 'package', message: ImportMessages.packageFull } })));
    else kept.push(...list);
  }
  const ids = await insertSubscriptions(
    tx,
    kept.map((s) => ({
      clubId,
      memberId: s.memberId,
      packageId: s.packageId,
      renewsId: null,
      startDate: s.startDate,
      renewalDate: s.renewalDate,
      period: daysBetween(s.startDate, s.renewalDate),
      grossMinor: s.paidMinor + s.balanceMinor,
      discountMinor: 0,
      tookTicket: true,
      userId: actor.userId,
    })),
  );
  const made = kept.map((s, i) => ({ s, id: ids[i]! }));
  await recordTransactions(
    tx,
    made
      .filter(({ s }) => s.paidMinor > 0)
      .map(({ s, id }) => ({
        clubId,
        type: TransactionType.singleBooking, // type 1: what a subscription's money rows carry (spec 2 §9)
        mode: PaymentMode.noPay,
        amountMinor: s.paidMinor,
        target: 'subscription' as const,
        memberId: s.memberId,
        subscriptionId: id,
        opening: true,
        remarks: 'Opening balance (import)',
        handler: actor.name,
        place: STAFF_PLACE,
        userId: actor.userId,
      })),
  );
  await recordHistory(
    tx,
    made.map(({ s, id }) => ({
      clubId,
      entity: 'subscription',
      entityId: id,
      action: 'import',
      actor,
      after: { ...s, runId },
    })),
  );
  await recordSources(
    tx,
    clubId,
    runId,
    made.map(({ s, id }) => ({ entity: 'subscription' as const, entityId: id, row: s.row, action: 'created' as const })),
  );
  return lost;
}
