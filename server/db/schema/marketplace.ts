import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** 0041_marketplace_keys: per-club marketplace API keys (hash only). */
export const marketplaceKeys = pgTable('marketplace_keys', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  clubId: integer('club_id').notNull(),
  name: text('name').notNull(),
  keyPrefix: text('key_prefix').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
