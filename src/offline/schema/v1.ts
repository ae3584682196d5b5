import type { z } from 'zod';
import type { Activity, Court, codeName } from '../../../contract/catalog';
import type { FeatureAccess } from '../../../contract/session';
import type { Session } from '../../lib/session/session-storage';
import type { SchemaStep } from './step';

/** The signed-in session and club config as last mirrored (no token: that stays in its cookie). */
export type SessionRow = Omit<Session, 'authToken'> & { key: 'current' };

export type ActivityRow = Activity;

/** A court of GET /court/details, with the activity it was fetched for. */
export type CourtRow = Court & { activityId: number };

/** The whole GET /transaction/codes reply: payment modes and transaction types. */
export interface TransactionCodesRow {
  key: 'codes';
  modes: CodeName[];
  types: CodeName[];
}

export type CodeName = z.infer<typeof codeName>;

export type FeatureRow = FeatureAccess;

/** When each mirrored set was fetched; `set` is e.g. 'activities' or 'courts:3'. */
export interface MetaRow {
  set: string;
  fetchedAt: number;
}

export const v1: SchemaStep = {
  version: 1,
  stores: {
    session: 'key',
    activities: 'activityId',
    courts: 'courtId, activityId',
    transactionCodes: 'key',
    features: 'featureId',
    meta: 'set',
  },
};
