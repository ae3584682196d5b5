import { sql } from 'drizzle-orm';
import { saleTaxOf } from '../../ledger/tax-on-top';
import { taxOnTop } from '../../../contract/gst-amounts';
import type { Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { enqueue } from '../../ledger/outbox';
import { PackageMessages } from '../../../contract/packages';
import { STAFF_PLACE, TransactionType } from '../../../contract/codes';
import { BusinessError } from '../../core/business-error';
import { utrFor } from '../../core/payment-rules';
import type { ClubContext } from '../../core/club-context';
import { todayIn } from '../../core/local-time';
import { recordHistory } from '../../ledger/history';
import { recordTransactions } from '../../ledger/money-rows';
import { creditSubscriptionInvoices, issuePackageInvoice } from '../../ledger/tax-package';
import { subscriptionBalanceSql } from '../../ledger/balances';
import { toMajor, toMinor } from '../../core/money';
import { lockMemberById } from '../members/repository';
import { text } from '../members/validate';
import type { Staff } from '../members/service';
import { findPackage } from './repository';
import { refuseOverlap, renewalQuote, termToRenew, withStart } from './renew';
import { quote } from './validate';
import { insertSubscriptions } from './subscription-insert';
import { recordCreditEntry } from '../../ledger/credit-entries';

function must<T>(c: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!c.ok) throw new BusinessError(c.message);
  return c.value;
}

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

export interface SubscribeBody {
  packageData: { packageId: number; startDate?: string | null };
  ticketCount: number;
  memberId: number;
  advance?: unknown;
  discount?: unknown;
  startDate?: string | null;
  transactionData?: { mode?: number | null } | null;
  utr?: string | null;
  sendSMS?: boolean | null;
  renewsSubscriptionId?: number | null;
}

/** Amount and mode of an advance or a payment (spec 2 §4 "Payment mode"). */
function paid(raw: unknown, mode: number | null | undefined) {
  const amountMinor = blank(raw) ? 0 : toMinor(raw);
  if (amountMinor === null || amountMinor < 0) throw new BusinessError(PackageMessages.invalidAmount);
  const m = mode ?? 0;
  if (![0, 1, 2, 3, 4].includes(m)) throw new BusinessError(PackageMessages.invalidMode);
  if (amountMinor > 0 && m === 0) throw new BusinessError(PackageMessages.advanceNeedsMode);
  if (amountMinor === 0 && m !== 0) throw new BusinessError(PackageMessages.modeNeedsAdvance);
  return { amountMinor, mode: m };
}

/**
 * Subscribes a member to a package (or renews one). The price comes from the package and the
 * start date, never from the console. A new subscription takes a place with one conditional
 * UPDATE, so racing desks can never sell more places than the member limit. The package's
 * credits go to the member's ledger; the advance is a type 1 money row linked to the subscription.
 */
export async function subscribe(tx: Tx, club: ClubContext, staff: Staff, body: SubscribeBody): Promise<number> {
  const today = todayIn(club.timeZone);
  const member = await lockMemberById(tx, club.clubId, body.memberId);
  if (!member || member.endDate < today) throw new BusinessError(PackageMessages.memberNotFound);
  const pkg = await findPackage(tx, club.clubId, body.packageData.packageId, today);
  if (!pkg) throw new BusinessError(PackageMessages.notFound);
  if (!pkg.isActive) throw new BusinessError(PackageMessages.inactive);
  const requested = text(body.startDate) ?? text(body.packageData.startDate);
  // A renewal continues one term of this member's: it starts where that term ends (ADR 0046).
  const renewing = body.renewsSubscriptionId
    ? await termToRenew(tx, club.clubId, body.renewsSubscriptionId, pkg.id, member.id, true)
    : null;
  const { startDate: start, ...q } = must(
    renewing
      ? renewalQuote(pkg, renewing.renewalDate, requested, today)
      : withStart(quote(pkg, requested ?? today, today), requested ?? today),
  );
  const discountMinor = blank(body.discount) ? 0 : toMinor(body.discount);
  if (discountMinor === null || discountMinor < 0) throw new BusinessError(PackageMessages.invalidAmount);
  const advance = paid(body.advance, body.transactionData?.mode);
  const utr = utrFor(advance.mode, body.utr);
  if (discountMinor > q.grossMinor) throw new BusinessError(PackageMessages.discountTooHigh);
  // Prices that exclude GST: the package owes its price less discount plus GST on top (ADR 0082).
  const saleTax = saleTaxOf(club.tax, club.tax.packages, today);
  const taxMinor = taxOnTop(q.grossMinor - discountMinor, saleTax.rateBp, saleTax.interState);
  if (discountMinor > 0 && discountMinor + advance.amountMinor > q.grossMinor + taxMinor)
    throw new BusinessError(PackageMessages.discountExceedsPayable);
  if (advance.amountMinor > q.grossMinor - discountMinor + taxMinor) throw new BusinessError(PackageMessages.advanceTooHigh);

  // The member row is locked above, so two desks cannot both pass this check for one member.
  await refuseOverlap(tx, club.clubId, member.id, pkg.id, start, q.renewalDate);

  let tookTicket = false;
  const renewsId = renewing?.id ?? null;
  if (renewing) {
    // A renewal keeps the place its predecessor held; it takes no new one.
    tookTicket = renewing.tookTicket;
    await tx.execute(sql`UPDATE member_subscriptions SET took_ticket = false WHERE id = ${renewing.id}`);
  } else if (body.ticketCount === 1) {
    const taken = await firstRow<{ id: number }>(
      tx,
      sql`UPDATE membership_packages SET sold_tickets = sold_tickets + 1
          WHERE club_id = ${club.clubId} AND id = ${pkg.id} AND (member_limit = 0 OR sold_tickets < member_limit)
          RETURNING id`,
    );
    if (!taken) throw new BusinessError(PackageMessages.soldOut);
    tookTicket = true;
  }

  const [created] = await insertSubscriptions(tx, [
    {
      clubId: club.clubId,
      memberId: member.id,
      packageId: pkg.id,
      renewsId,
      startDate: start,
      renewalDate: q.renewalDate,
      period: q.period,
      grossMinor: q.grossMinor,
      discountMinor,
      tookTicket,
      userId: staff.userId,
      tax: saleTax,
    },
  ]);
  const subscriptionId = created!;
  if (advance.amountMinor > 0) {
    await recordTransactions(tx, [
      {
        clubId: club.clubId,
        type: TransactionType.singleBooking, // type 1: subscription creation (spec 2 §9)
        mode: advance.mode,
        utr,
        amountMinor: advance.amountMinor,
        target: 'subscription',
        memberId: member.id,
        subscriptionId,
        handler: staff.name,
        place: STAFF_PLACE,
        userId: staff.userId,
      },
    ]);
  }
  if (Number(pkg.creditsMinor) > 0) {
    await recordCreditEntry(tx, { clubId: club.clubId, memberId: member.id, amountMinor: Number(pkg.creditsMinor), reason: 'package' });
  }
  if (body.sendSMS) {
    const net = toMajor(q.grossMinor - discountMinor + taxMinor).toFixed(2);
    const paidNow = toMajor(advance.amountMinor).toFixed(2);
    await enqueue(tx, [
      {
        clubId: club.clubId,
        channel: 'sms',
        recipient: member.countryCode + member.mobile,
        body: `${club.name}: ${member.name}, your ${pkg.name} membership is confirmed from ${start} to ${q.renewalDate}. Net price ${net}, paid ${paidNow}.`,
      },
    ]);
  }
  await recordHistory(tx, {
    clubId: club.clubId,
    entity: 'subscription',
    entityId: subscriptionId,
    action: renewsId ? 'renew' : 'create',
    actor: staff,
    after: { memberId: member.id, packageId: pkg.id, start, ...q, discountMinor, advanceMinor: advance.amountMinor, renewsId, tookTicket },
  });
  // A registered club's tax invoice for the package, last in the transaction (ADR 0082).
  await issuePackageInvoice(tx, { clubId: club.clubId, tax: club.tax, subscriptionId, date: today, handler: staff.name });
  return subscriptionId;
}

async function lockSubscription(tx: Tx, clubId: number, subscriptionId: number) {
  const s = await firstRow<{
    id: number;
    memberId: number;
    packageId: number;
    status: string;
    renewalDate: string;
    tookTicket: boolean;
    balanceMinor: string;
  }>(
    tx,
    sql`SELECT s.id, s.member_id AS "memberId", s.package_id AS "packageId", s.status, s.renewal_date::text AS "renewalDate",
               s.took_ticket AS "tookTicket", ${subscriptionBalanceSql}::text AS "balanceMinor"
        FROM member_subscriptions s JOIN members m ON m.id = s.member_id AND m.deleted_at IS NULL
        WHERE s.club_id = ${clubId} AND s.id = ${subscriptionId} FOR UPDATE OF s`,
  );
  if (!s) throw new BusinessError(PackageMessages.subscriptionNotFound);
  return s;
}

/** Pay Now on a balance: a type 3 money row; never more than the balance. */
export async function payBalance(
  tx: Tx,
  club: ClubContext,
  staff: Staff,
  body: { subscriptionId: number; amount?: unknown; transactionData?: { mode?: number | null } | null; utr?: string | null },
) {
  const s = await lockSubscription(tx, club.clubId, body.subscriptionId);
  if (s.status !== 'active') throw new BusinessError(PackageMessages.alreadyCancelled);
  if (blank(body.amount)) throw new BusinessError(PackageMessages.amountRequired);
  const amountMinor = toMinor(body.amount);
  if (amountMinor === null) throw new BusinessError(PackageMessages.invalidAmount);
  if (amountMinor <= 0) throw new BusinessError(PackageMessages.amountPositive);
  if (amountMinor > Number(s.balanceMinor)) throw new BusinessError(PackageMessages.amountAboveBalance);
  const mode = body.transactionData?.mode ?? 1;
  if (![1, 2, 3, 4].includes(mode)) throw new BusinessError(PackageMessages.invalidMode);
  const utr = utrFor(mode, body.utr);
  await recordTransactions(tx, [
    {
      clubId: club.clubId,
      type: TransactionType.laterPayment,
      mode,
      utr,
      amountMinor,
      target: 'subscription',
      memberId: s.memberId,
      subscriptionId: s.id,
      handler: staff.name,
      place: STAFF_PLACE,
      userId: staff.userId,
    },
  ]);
  await tx.execute(sql`UPDATE member_subscriptions SET period = period WHERE id = ${s.id}`); // re-stamps the member for the mirror
  await recordHistory(tx, {
    clubId: club.clubId,
    entity: 'subscription',
    entityId: s.id,
    action: 'payment',
    actor: staff,
    after: { amountMinor, mode, ...(utr ? { utr } : {}) },
  });
}

/**
 * Cancel Membership: only a live, unexpired one. Its place goes back to the package. The
 * cancellation is a type -1 row of amount 0 (ADR 0018): no money moves by itself; a refund of
 * the advance, if the club gives one, is its own row.
 */
export async function cancelSubscription(
  tx: Tx,
  club: ClubContext,
  staff: Staff,
  body: { subscriptionId: number; transactionData?: { mode?: number | null } | null },
) {
  const s = await lockSubscription(tx, club.clubId, body.subscriptionId);
  if (s.status !== 'active') throw new BusinessError(PackageMessages.alreadyCancelled);
  const today = todayIn(club.timeZone);
  if (s.renewalDate < today) throw new BusinessError(PackageMessages.alreadyExpired);
  const mode = body.transactionData?.mode ?? 0;
  if (![0, 1, 2, 3, 4].includes(mode)) throw new BusinessError(PackageMessages.invalidMode);
  await tx.execute(sql`UPDATE member_subscriptions SET status = 'cancelled', cancelled_at = now(), took_ticket = false WHERE id = ${s.id}`);
  // Cancelling a renewal while the term it renewed still runs hands the place back to that term:
  // the member stays subscribed until it ends, so the live list and the place count agree (ADR 0018).
  const handedBack = s.tookTicket
    ? await firstRow<{ id: number }>(
        tx,
        sql`UPDATE member_subscriptions p SET took_ticket = true
              FROM member_subscriptions c
             WHERE c.id = ${s.id} AND p.id = c.renews_id AND p.club_id = ${club.clubId}
               AND p.status = 'active' AND p.renewal_date >= ${today}
         RETURNING p.id`,
      )
    : undefined;
  if (s.tookTicket && !handedBack) {
    await tx.execute(
      sql`UPDATE membership_packages SET sold_tickets = sold_tickets - 1 WHERE club_id = ${club.clubId} AND id = ${s.packageId}`,
    );
  }
  await recordTransactions(tx, [
    {
      clubId: club.clubId,
      type: TransactionType.subscriptionCancel,
      mode,
      amountMinor: 0,
      target: 'subscription',
      memberId: s.memberId,
      subscriptionId: s.id,
      handler: staff.name,
      place: STAFF_PLACE,
      userId: staff.userId,
    },
  ]);
  await recordHistory(tx, {
    clubId: club.clubId,
    entity: 'subscription',
    entityId: s.id,
    action: 'cancel',
    actor: staff,
    before: { status: s.status },
  });
  // Credit notes bring the package's invoice down to what the club keeps (ADR 0082), last.
  await creditSubscriptionInvoices(tx, { clubId: club.clubId, tax: club.tax, subscriptionId: s.id, date: today, handler: staff.name });
}
