import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { PackageMessages } from '../../../contract/packages';
import { BusinessError } from '../../core/business-error';
import type { ClubContext } from '../../core/club-context';
import { todayIn } from '../../core/local-time';
import { recordHistory } from '../../ledger/history';
import type { Staff } from '../members/service';
import { checkPackage, type PackageInput } from './validate';
import { findPackage } from './repository';

function must<T>(c: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!c.ok) throw new BusinessError(c.message);
  return c.value;
}

type PackageBody = Parameters<typeof checkPackage>[0];

export async function createPackage(tx: Tx, club: ClubContext, staff: Staff, body: PackageBody): Promise<number> {
  const p = must(checkPackage(body, todayIn(club.timeZone)));
  const row = await firstRow<{ id: number }>(
    tx,
    sql`INSERT INTO membership_packages (club_id, name, price_minor, remarks, credits_minor, member_limit, additional_info, type, is_active, start_date, period)
        VALUES (${club.clubId}, ${p.name}, ${p.priceMinor}, ${p.remarks}, ${p.creditsMinor}, ${p.memberLimit},
                ${JSON.stringify(p.additionalInfo)}::jsonb, ${p.type}, ${p.isActive}, ${p.startDate}, ${p.period})
        RETURNING id`,
  );
  await recordHistory(tx, { clubId: club.clubId, entity: 'package', entityId: row!.id, action: 'create', actor: staff, after: p });
  return row!.id;
}

/**
 * Saves an edited package (also Deactivate / Reactivate, which resend the whole package). The
 * type is fixed at creation; the member limit cannot drop below the places already taken.
 */
export async function updatePackage(tx: Tx, club: ClubContext, staff: Staff, packageId: number, body: PackageBody): Promise<void> {
  const today = todayIn(club.timeZone);
  const stored = await findPackage(tx, club.clubId, packageId, today, true);
  if (!stored) throw new BusinessError(PackageMessages.notFound);
  const p: PackageInput = { ...must(checkPackage({ ...body, type: stored.type }, today, stored.startDate)), type: stored.type };
  if (p.memberLimit !== 0 && p.memberLimit < stored.soldTickets) throw new BusinessError(PackageMessages.limitBelowSold);
  await tx.execute(sql`UPDATE membership_packages SET name = ${p.name}, price_minor = ${p.priceMinor}, remarks = ${p.remarks},
    credits_minor = ${p.creditsMinor}, member_limit = ${p.memberLimit}, additional_info = ${JSON.stringify(p.additionalInfo)}::jsonb,
    is_active = ${p.isActive}, start_date = ${p.startDate}, period = ${p.period}, updated_at = now()
    WHERE club_id = ${club.clubId} AND id = ${packageId}`);
  const { subscribed: _s, ...before } = stored;
  void _s;
  await recordHistory(tx, {
    clubId: club.clubId,
    entity: 'package',
    entityId: packageId,
    action: stored.isActive !== p.isActive ? (p.isActive ? 'reactivate' : 'deactivate') : 'update',
    actor: staff,
    before,
    after: p,
  });
}
