import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Shared rows have one writer each (issue 25): a second INSERT path is how money and messages
// drift apart. This reads the server's source, so a new writer fails here before review.

const serverDir = join(__dirname, '..');

function sourceFiles(): string[] {
  return readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => join(serverDir, f));
}

function writersOf(table: string): string[] {
  const insert = new RegExp(`INSERT\\s+INTO\\s+${table}\\b`, 'i');
  return sourceFiles()
    .filter((f) => insert.test(readFileSync(f, 'utf8')))
    .map((f) => relative(serverDir, f))
    .sort();
}

describe('one writer for each shared row', () => {
  it.each([
    'notification_outbox',
    'transactions',
    'history',
    'occupancy',
    'change_log',
    'bookings',
    'booking_slots',
    'member_credit_entries',
  ])('%s is inserted by exactly one file', (table) => {
    const writers = writersOf(table);
    expect(writers).toHaveLength(1);
    expect(writers[0]).toMatch(/^ledger\//);
  });
});
