import { useCallback, useEffect, useState } from 'react';
import type { ClubSettings } from '../../../../contract/club-settings';
import { updateClubSettingsBody, type ClubProfile } from '../../../../contract/club-settings-wire';
import { useSessionStore } from '../../../lib/session/session-store';
import { resync } from '../../../offline/sync';
import { fetchClubSettings, saveClubSettings } from '../api/settings-api';

export interface SettingsDraft {
  settings: ClubSettings;
  profile: ClubProfile;
}

/** Field path → message, from a 400's errors ('settings.receipt.taxId'). */
export type PathErrors = Record<string, string>;

/**
 * The settings page's state: loaded once, edited locally, saved whole. After a save the session
 * config is refreshed, so this console (cart, checkout) follows at once; others on their next sync.
 */
export function useSettingsForm() {
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  const [failed, setFailed] = useState(false);
  const [errors, setErrors] = useState<PathErrors>({});
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    const o = await fetchClubSettings();
    if (o.ok && o.data.requestStatus === 1) {
      setFailed(false);
      setDraft({ settings: o.data.settings, profile: o.data.profile });
    } else setFailed(true);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const setSetting = useCallback(<K extends keyof ClubSettings>(key: K, value: ClubSettings[K]) => {
    setDraft((d) => (d ? { ...d, settings: { ...d.settings, [key]: value } } : d));
  }, []);
  const setProfile = useCallback(<K extends keyof ClubProfile>(key: K, value: ClubProfile[K]) => {
    setDraft((d) => (d ? { ...d, profile: { ...d.profile, [key]: value } } : d));
  }, []);

  const save = useCallback(async () => {
    if (!draft) return;
    // The contract's own schema, so the page names exactly the fields the server would refuse.
    // A level without a name is not a level (the dialog would show an empty step).
    const body = { ...draft, settings: { ...draft.settings, escalation: draft.settings.escalation.filter((l) => l.name.trim() !== '') } };
    const checked = updateClubSettingsBody.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    const outcome = await saveClubSettings(body);
    setSaving(false);
    if (outcome.ok && outcome.data.requestStatus === 1) {
      setDraft({ settings: outcome.data.settings, profile: outcome.data.profile });
      const session = useSessionStore.getState().session;
      if (session) {
        const { profile, settings } = outcome.data;
        useSessionStore.getState().setSession({
          ...session,
          config: settings,
          clubCurrency: profile.currency,
          countryCode: profile.callingCode,
          timeZone: profile.timeZone,
        });
      }
      void resync(['session']);
    }
  }, [draft]);

  return { draft, failed, errors, saving, setSetting, setProfile, save, setErrors, load };
}
