import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { FeatureId } from '../../../contract/features';

export const features = pgTable('features', {
  id: integer('id').$type<FeatureId>().primaryKey(),
  name: text('name').notNull(),
});

/** No row: no access. canWrite implies canRead. */
export const userPermissions = pgTable(
  'user_permissions',
  {
    clubId: integer('club_id').notNull(),
    userId: integer('user_id').notNull(),
    featureId: integer('feature_id').$type<FeatureId>().notNull(),
    canRead: boolean('can_read').notNull().default(true),
    canWrite: boolean('can_write').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.userId, t.featureId] })],
);
