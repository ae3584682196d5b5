import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { firstRow, pgCode } from '../../db/rows';
import { LIFETIME, MemberMessages } from '../../../contract/members';
import { STAFF_PLACE, TransactionType } from '../../../contract/codes';
import { BusinessError } from '../../core/business-error';
import type { ClubContext } from '../../core/club-context';
import { todayIn } from '../../core/local-time';
import { recordHistory, type Actor } from '../../ledger/history';
import { recordTransactions } from '../../ledger/money-rows';
import type { Phone } from '../../core/phone';
import { checkExpiry, checkPaid, checkPerson, checkPhone, isDate, text, type Checked } from './validate';
import { lockMemberById, memberIdByPhone } from './repository';

export interface Staff extends Actor {
  userId: number;
}

function must<T>(c: Checked<T>): T {
  if (!c.ok) throw new BusinessError(c.message);
  return c.value;
}

export interface RegistrationBody {
  name?: string | null;
  countryCode?: string | null;
  mobile?: string | null;
  email?: string | null;
  address?: string | null;
  gender?: string | null;
  registrationFee?: unknown;
  transactionData?: { mode?: number | null } | null;
  startDate?: string | null;
  toDate?: string | null;
}

/** Registers a member; a registration fee is a type 7 money row linked to the member. */
export async function registerMember(tx: Tx, club: ClubContext, staff: Staff, body: RegistrationBody): Promise<number> {
  const phone = must(checkPhone(body.mobile, body.countryCode, club.callingCode));
  const person = must(checkPerson(body));
  // The club's "email required" setting (as at checkout) makes it mandatory for members too.
  if (!person.email && club.emailRequired) throw new BusinessError(MemberMessages.emailRequired);
  const today = todayIn(club.timeZone);
  const startRaw = text(body.startDate);
  if (startRaw && !isDate(startRaw)) throw new BusinessError(MemberMessages.invalidDate);
  const endDate = must(checkExpiry(body.toDate, today, LIFETIME));
  const fee = must(checkPaid(body.registrationFee, body.transactionData?.mode, false));
  if (await memberIdByPhone(tx, club.clubId, phone)) throw new BusinessError(MemberMessages.alreadyMember);
  let member: { id: number } | undefined;
  try {
    member = await firstRow<{ id: number }>(
      tx,
      sql`INSERT INTO members (club_id, name, country_code, mobile, email, gender, address, start_date, end_date)
          VALUES (${club.clubId}, ${person.name}, ${phone.countryCode}, ${phone.mobile}, ${person.email}, ${person.gender},
                  ${person.address}, ${startRaw ?? today}, ${endDate})
          RETURNING id`,
    );
  } catch (err) {
    // A second desk registering the same number at the same moment.
    if (pgCode(err) === '23505') throw new BusinessError(MemberMessages.alreadyMember);
    throw err;
  }
  const memberId = member!.id;
  if (fee.amountMinor > 0) {
    await recordTransactions(tx, [
      {
        clubId: club.clubId,
        type: TransactionType.memberRegistration,
        mode: fee.mode,
        amountMinor: fee.amountMinor,
        target: 'member',
        memberId,
        handler: staff.name,
        place: STAFF_PLACE,
        userId: staff.userId,
      },
    ]);
  }
  await recordHistory(tx, {
    clubId: club.clubId,
    entity: 'member',
    entityId: memberId,
    action: 'register',
    actor: staff,
    after: { ...person, ...phone, endDate, registrationFeeMinor: fee.amountMinor },
  });
  return memberId;
}

/** The live member with this phone, locked for the rest of the transaction; refused when absent. */
export async function lockedMember(tx: Tx, club: ClubContext, mobile: string | null | undefined, countryCode: string | null | undefined) {
  const phone = must(checkPhone(mobile, countryCode, club.callingCode));
  const member = await memberIdByPhone(tx, club.clubId, phone, true);
  if (!member) throw new BusinessError(MemberMessages.notFound);
  return { ...member, phone };
}

export interface UpdateData {
  name?: string | null;
  countryCode?: string | null;
  mobile?: string | null;
  email?: string | null;
  address?: string | null;
  gender?: string | null;
  expiryDate?: string | null;
}

export async function updateMember(
  tx: Tx,
  club: ClubContext,
  staff: Staff,
  current: { mobile: string; countryCode?: string | null },
  data: UpdateData,
) {
  const member = await lockedMember(tx, club, current.mobile, current.countryCode);
  const before = await firstRow<Record<string, unknown>>(
    tx,
    sql`SELECT name, country_code AS "countryCode", mobile, email, gender, address, end_date::text AS "endDate" FROM members WHERE id = ${member.id}`,
  );
  const phone: Phone =
    data.mobile !== undefined || data.countryCode !== undefined
      ? must(checkPhone(data.mobile ?? member.phone.mobile, data.countryCode ?? member.phone.countryCode, club.callingCode))
      : member.phone;
  const person = must(checkPerson(data));
  const endDate = must(checkExpiry(data.expiryDate, todayIn(club.timeZone), member.endDate));
  if (phone.mobile !== member.phone.mobile || phone.countryCode !== member.phone.countryCode) {
    if (await memberIdByPhone(tx, club.clubId, phone)) throw new BusinessError(MemberMessages.alreadyMember);
  }
  await tx.execute(sql`UPDATE members SET name = ${person.name}, country_code = ${phone.countryCode}, mobile = ${phone.mobile},
    email = ${person.email}, gender = ${person.gender}, address = ${person.address}, end_date = ${endDate}
    WHERE id = ${member.id}`);
  await recordHistory(tx, {
    clubId: club.clubId,
    entity: 'member',
    entityId: member.id,
    action: 'update',
    actor: staff,
    before,
    after: { ...person, ...phone, endDate },
  });
}

/**
 * Deletes a member: the row is marked (their bookings, credits and money rows keep pointing at
 * it) and their live subscriptions are cancelled, giving their places back to the packages.
 */
export async function deleteMember(tx: Tx, club: ClubContext, staff: Staff, memberId: number) {
  const member = await lockMemberById(tx, club.clubId, memberId);
  if (!member) throw new BusinessError(MemberMessages.notFound);
  await tx.execute(sql`UPDATE membership_packages p SET sold_tickets = p.sold_tickets - x.n, updated_at = now()
    FROM (SELECT package_id, count(*)::int AS n FROM member_subscriptions
          WHERE club_id = ${club.clubId} AND member_id = ${memberId} AND status = 'active' AND took_ticket GROUP BY package_id) x
    WHERE p.club_id = ${club.clubId} AND p.id = x.package_id`);
  await tx.execute(sql`UPDATE member_subscriptions SET status = 'cancelled', cancelled_at = now(), took_ticket = false
    WHERE club_id = ${club.clubId} AND member_id = ${memberId} AND status = 'active'`);
  await tx.execute(sql`UPDATE members SET deleted_at = now() WHERE id = ${memberId}`);
  await recordHistory(tx, { clubId: club.clubId, entity: 'member', entityId: memberId, action: 'delete', actor: staff, before: member });
}
