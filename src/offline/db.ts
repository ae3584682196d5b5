import Dexie, { type Table } from 'dexie';
import type { SchemaStep } from './schema/step';
import { v2 } from './schema/v2';
import { v4 } from './schema/v4';
import { v1, type ActivityRow, type CourtRow, type FeatureRow, type MetaRow, type SessionRow, type TransactionCodesRow } from './schema/v1';

/**
 * Every version step, oldest first. A new step is a new file in schema/ plus one entry here;
 * tables a later step adds are reached with `db.table<Row, Key>('name')`.
 */
export const SCHEMA_STEPS: SchemaStep[] = [v1, v2, v4];

export class CourtdeskDb extends Dexie {
  session!: Table<SessionRow, string>;
  activities!: Table<ActivityRow, number>;
  courts!: Table<CourtRow, number>;
  transactionCodes!: Table<TransactionCodesRow, string>;
  features!: Table<FeatureRow, number>;
  meta!: Table<MetaRow, string>;

  constructor(name = 'courtdesk', steps: SchemaStep[] = SCHEMA_STEPS) {
    super(name);
    for (const step of steps) {
      const version = this.version(step.version).stores(step.stores);
      if (step.upgrade) version.upgrade(step.upgrade);
    }
  }
}

export const db = new CourtdeskDb();

/** Forgets every mirrored set (logout, switch club): the next club must not see the last one's data. */
export async function clearMirrors(database: Dexie = db): Promise<void> {
  await database.transaction('rw', database.tables, async () => {
    await Promise.all(database.tables.map((table) => table.clear()));
  });
}
