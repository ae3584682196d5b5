import { sql, type SQL } from 'drizzle-orm';

/**
 * A booking's `court_ids` as its slot triggers keep them (migration 0106, ADR 0041): sorted and
 * distinct. A writer that sets them with the booking spares the trigger its update.
 */
export function courtIdsOf(courtIds: number[]): SQL {
  const ids = [...new Set(courtIds)].sort((a, b) => a - b);
  return sql`${`{${ids.join(',')}}`}::int[]`;
}
