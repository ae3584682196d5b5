import { z } from 'zod';
import { reply } from './envelope';

/** Sync Availability (spec 3 §7 "Support and sync"; feature 19) — POST /api/availability/sanity. */
export const SyncMessages = {
  clean: 'Availability synced. No problems found',
  /** Followed by what was found and fixed, e.g. "2 expired holds (fixed)". */
  found: 'Availability synced. Found',
} as const;

export const SYNC_CHANGE_KIND = 'sync';

export const sanityFinding = z.object({
  /** 'expiredHolds' | 'staleBookingTime' | 'orphanBlockTime' | 'missingBookingTime' */
  check: z.string(),
  label: z.string(),
  found: z.number().int(),
  fixed: z.number().int(),
});
export type SanityFinding = z.infer<typeof sanityFinding>;
export const sanityReply = reply({ findings: z.array(sanityFinding).optional() });
