import type { Tx } from '../db/client';

/** Ids created by earlier seeders, by name, for later seeders to attach to. */
export interface DemoContext {
  clubs: Record<string, number>;
  /** Key: "<club name>/<activity name>". */
  activities: Record<string, number>;
  /** Key: "<club name>/<activity name>/<court name>". */
  courts: Record<string, number>;
  /** Key: "<club name>/<activity name>/<price class name>". */
  priceClasses: Record<string, number>;
  users: Record<string, number>;
}

export interface Seeder {
  name: string;
  run(tx: Tx, ctx: DemoContext): Promise<void>;
}
