import { z } from 'zod';
import { clubSettings, clubSettingsPatch } from './club-settings';
import { okReply, orFailure } from './session';

/** The club's columns shown beside its settings (currency, calling code, time zone). */
export const clubProfile = z.object({
  /** 'rs' shows a rupee sign (spec 3 §1); other clubs use an ISO code such as 'aed'. */
  currency: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2,3}$/, 'Currency must be 2 or 3 letters, e.g. rs or aed'),
  callingCode: z
    .string()
    .trim()
    .regex(/^\+\d{1,4}$/, 'Calling code must look like +91'),
  timeZone: z
    .string()
    .trim()
    .max(60)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'Unknown time zone'),
});
export type ClubProfile = z.infer<typeof clubProfile>;

export const clubSettingsReply = orFailure(okReply({ settings: clubSettings, profile: clubProfile }));

/** Any subset of settings and profile; only what is named changes. */
export const updateClubSettingsBody = z.object({ settings: clubSettingsPatch.optional(), profile: clubProfile.partial().optional() });
export type UpdateClubSettingsBody = z.input<typeof updateClubSettingsBody>;

export const SettingsMessages = { saved: 'Settings saved' } as const;

/** What every signed-in console reads (config of userAuth, refreshed by the session mirror). */
export const clubConfigReply = okReply({
  config: z.record(z.string(), z.unknown()),
  currency: z.string(),
  countryCode: z.string(),
  timeZone: z.string(),
});

/** GET /escalation-matrix (spec 3 §3): levels 1–3 and an optional email block. */
const level = z.object({
  message: z.string(),
  name: z.string(),
  designation: z.string(),
  mobile: z.string(),
  whatsAppNumber: z.string(),
  email: z.string(),
  webForm: z.string(),
});
export const escalationReply = okReply({
  level1: level.nullable(),
  level2: level.nullable(),
  level3: level.nullable(),
  email: z.object({ message: z.string(), email: z.string() }).nullable(),
  support: z.object({ whatsapp: z.string(), email: z.string(), phone: z.string(), ticketUrl: z.string(), hours: z.string() }),
});
export type EscalationReply = z.infer<typeof escalationReply>;
