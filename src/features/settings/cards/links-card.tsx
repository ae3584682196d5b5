import { Switch, TextInput } from '@mantine/core';
import type { ClubSettings } from '../../../../contract/club-settings';
import { COMPANY } from '../../../lib/company';
import type { PathErrors } from '../hooks/use-settings-form';
import { SettingsCard } from './card';

interface Props {
  settings: ClubSettings;
  errors: PathErrors;
  set: <K extends keyof ClubSettings>(key: K, value: ClubSettings[K]) => void;
}

/** The footer's List Your Academy link and the premium flag. */
export function LinksCard({ settings, errors, set }: Props) {
  return (
    <SettingsCard title="Links and plan">
      <TextInput
        label="List Your Academy link"
        description={`Opened by the sidebar's List Your Academy. Empty uses ${COMPANY.listYourAcademyUrl}`}
        value={settings.listAcademyUrl}
        onChange={(e) => set('listAcademyUrl', e.currentTarget.value)}
        error={errors['settings.listAcademyUrl']}
      />
      <Switch
        label="Premium features"
        description="When on, the console of everyone at this club is replaced by the premium-feature page; people who may change club settings can still open this page to turn it off. Default off."
        checked={settings.premium}
        onChange={(e) => set('premium', e.currentTarget.checked)}
      />
    </SettingsCard>
  );
}
