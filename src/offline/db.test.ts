import { describe, expect, it } from 'vitest';
import { CourtdeskDb, SCHEMA_STEPS } from './db';

describe('console database schema', () => {
  it('version steps are in strictly increasing order, one per file', () => {
    const versions = SCHEMA_STEPS.map((step) => step.version);
    expect(versions[0]).toBe(1);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('opens with the mirrored tables of v1', async () => {
    const database = new CourtdeskDb(`schema-test-${Date.now()}`);
    await database.open();
    const names = database.tables.map((table) => table.name);
    for (const name of ['session', 'activities', 'courts', 'transactionCodes', 'features', 'meta']) expect(names).toContain(name);
    expect(database.verno).toBe(SCHEMA_STEPS.at(-1)!.version);
    database.close();
  });
});
