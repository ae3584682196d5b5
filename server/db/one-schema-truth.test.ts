import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * ADR 0056: the SQL migrations are the only description of the tables. A Drizzle table declared
 * in TypeScript is a second, hand-kept one that drifts (it lost `bookings.court_ids`), so none may
 * come back: table builders live in drizzle-orm/pg-core, and only its types (the Db type of
 * client.ts) and PgDialect, which writes a query's text (server/db/prepared.ts), may be imported.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const SCANNED = ['server', 'tests', 'bench', 'contract', 'scripts'];
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(path));
    else if (SOURCE.test(entry.name)) found.push(path);
  }
  return found;
}

/** What pg-core may give besides types: the dialect that writes a sql`` query's text (ADR 0103). */
const NOT_TABLE_BUILDERS = new Set(['PgDialect']);

/** What in a file declares tables: a value import from pg-core, or a drizzle-kit config. */
export function tableDeclarations(text: string): string[] {
  const reasons: string[] = [];
  const imports = text.matchAll(/import\s+(type\s+)?([^;]*?)from\s+['"](drizzle-orm\/pg-core|drizzle-kit)['"]/g);
  for (const [statement, typeOnly, what, from] of imports) {
    if (from === 'drizzle-kit') reasons.push('imports drizzle-kit');
    else if (!typeOnly && !importsOnly(what, NOT_TABLE_BUILDERS)) reasons.push(`imports table builders: ${statement.replace(/\s+/g, ' ')}`);
  }
  if (/\bpgTable\s*\(/.test(text)) reasons.push('declares a pgTable');
  return reasons;
}

/** Whether `{ A, type B }` names only values of `allowed` (and types); a default or namespace import never does. */
function importsOnly(what: string, allowed: Set<string>): boolean {
  const named = /^\s*\{([^}]*)\}\s*$/.exec(what);
  if (!named) return false;
  return named[1]
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .every((name) => allowed.has(name));
}

describe('one schema truth (ADR 0056)', () => {
  it('tells a table declaration from the type import the database client needs', () => {
    expect(tableDeclarations("import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';")).toEqual([]);
    expect(tableDeclarations("import { sql } from 'drizzle-orm';")).toEqual([]);
    expect(
      tableDeclarations("import { integer, pgTable } from 'drizzle-orm/pg-core';\nexport const t = pgTable('t', { id: integer('id') });"),
    ).toEqual(["imports table builders: import { integer, pgTable } from 'drizzle-orm/pg-core'", 'declares a pgTable']);
    expect(tableDeclarations("import { defineConfig } from 'drizzle-kit';")).toEqual(['imports drizzle-kit']);
    expect(tableDeclarations("import { PgDialect } from 'drizzle-orm/pg-core';")).toEqual([]);
    expect(tableDeclarations("import { PgDialect, pgTable } from 'drizzle-orm/pg-core';")).toEqual([
      "imports table builders: import { PgDialect, pgTable } from 'drizzle-orm/pg-core'",
    ]);
    expect(tableDeclarations("import * as core from 'drizzle-orm/pg-core';")).toEqual([
      "imports table builders: import * as core from 'drizzle-orm/pg-core'",
    ]);
  });

  it('no file declares a table beside the SQL migrations', () => {
    const offenders = SCANNED.flatMap((top) => sourceFiles(join(ROOT, top)))
      .filter((path) => !path.endsWith('one-schema-truth.test.ts'))
      .flatMap((path) => tableDeclarations(readFileSync(path, 'utf8')).map((reason) => `${relative(ROOT, path)}: ${reason}`));
    expect(offenders, 'Tables are described once, in server/db/migrations/*.sql; query them with sql`` (ADR 0056)').toEqual([]);
  });
});
