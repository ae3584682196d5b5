import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { firstRow } from '../../db/rows';
import { clubSettingsPatch, settingsFromStored, type ClubSettings, type ClubSettingsPatch } from '../../../contract/club-settings';
import { recordHistory, type Actor } from '../../ledger/history';
import type { FairUseLimits } from '../../../contract/fair-use';

/** The one accessor for a club's settings: stored values over the written-down defaults. */
export async function getClubSettings(q: Queryable, clubId: number): Promise<ClubSettings> {
  const row = await firstRow<{ config: unknown }>(q, sql`SELECT config FROM clubs WHERE id = ${clubId}`);
  return settingsFromStored(row?.config);
}

/**
 * Changes some settings of a club and records before → after in history, in the caller's
 * transaction. The patch is validated here too, so no caller can store a value the readers
 * would silently replace with a default.
 */
export async function updateClubSettings(q: Queryable, clubId: number, patch: ClubSettingsPatch, actor: Actor): Promise<ClubSettings> {
  const valid = clubSettingsPatch.parse(patch);
  const before = await firstRow<{ config: Record<string, unknown> }>(q, sql`SELECT config FROM clubs WHERE id = ${clubId} FOR UPDATE`);
  const stored = { ...(before?.config ?? {}), ...valid };
  await q.execute(sql`UPDATE clubs SET config = ${JSON.stringify(stored)}::jsonb WHERE id = ${clubId}`);
  const changedBefore: Record<string, unknown> = {};
  const previous = settingsFromStored(before?.config);
  for (const key of Object.keys(valid)) changedBefore[key] = previous[key as keyof ClubSettings];
  await recordHistory(q, { clubId, entity: 'settings', entityId: null, action: 'update', actor, before: changedBefore, after: valid });
  return settingsFromStored(stored);
}

/**
 * Sets (or, with null, clears) one activity's fair-use limits (ADR 0078), with before → after in
 * history, in the caller's transaction. The general save cannot touch them (clubSettingsInput
 * omits `fairUse`), so a page holding an old copy never overwrites them.
 */
export async function updateFairUse(q: Queryable, clubId: number, activityId: number, limits: FairUseLimits | null, actor: Actor) {
  const before = await firstRow<{ config: Record<string, unknown> }>(q, sql`SELECT config FROM clubs WHERE id = ${clubId} FOR UPDATE`);
  const previous = settingsFromStored(before?.config).fairUse;
  const key = String(activityId);
  const next = { ...previous };
  if (limits) next[key] = limits;
  else delete next[key];
  const stored = { ...(before?.config ?? {}), fairUse: next };
  await q.execute(sql`UPDATE clubs SET config = ${JSON.stringify(stored)}::jsonb WHERE id = ${clubId}`);
  await recordHistory(q, {
    clubId,
    entity: 'settings',
    entityId: null,
    action: 'fair_use',
    actor,
    before: { activityId, ...(previous[key] ?? {}) },
    after: { activityId, ...(limits ?? {}) },
  });
}
