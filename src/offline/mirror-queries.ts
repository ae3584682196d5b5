import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './db';
import type { ActivityRow, CourtRow, FeatureRow, TransactionCodesRow } from './schema/v1';
import { useKeyedLiveQuery } from './keyed-live-query';

/** Reads of the mirrored sets; `undefined` while Dexie answers, then live as sync rewrites them. */
export function useActivities(): ActivityRow[] | undefined {
  return useLiveQuery(() => db.activities.toArray(), []);
}

export function useCourts(activityId: number | null | undefined): CourtRow[] | undefined {
  return useKeyedLiveQuery(() => (activityId ? db.courts.where('activityId').equals(activityId).sortBy('courtOffset') : []), [activityId]);
}

export function useTransactionCodes(): TransactionCodesRow | null | undefined {
  return useLiveQuery(async () => (await db.transactionCodes.get('codes')) ?? null, []);
}

export function useFeatures(): FeatureRow[] | undefined {
  return useLiveQuery(() => db.features.toArray(), []);
}

/** When a mirrored set was last fetched (ms since epoch); null = never; undefined = still reading. */
export function useFetchedAt(set: string): number | null | undefined {
  return useKeyedLiveQuery(async () => (await db.meta.get(set))?.fetchedAt ?? null, [set]);
}
