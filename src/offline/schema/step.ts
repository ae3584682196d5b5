import type { Transaction } from 'dexie';

/** One version step of the console database: the tables it adds or changes, and an optional data upgrade. */
export interface SchemaStep {
  version: number;
  /** Dexie store specs; `null` deletes a table. */
  stores: Record<string, string | null>;
  upgrade?: (tx: Transaction) => Promise<void> | void;
}
