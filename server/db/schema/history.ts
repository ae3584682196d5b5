import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Append-only record of who changed what (migration 0005); see server/modules/history. */
export const history = pgTable('history', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  clubId: integer('club_id').notNull(),
  entity: text('entity').notNull(),
  entityId: bigint('entity_id', { mode: 'number' }),
  action: text('action').notNull(),
  userId: integer('user_id'),
  actor: text('actor').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
