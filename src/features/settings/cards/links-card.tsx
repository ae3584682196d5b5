import { Switch, TextInput } from '@mantine/core';
import type { ClubSettings } from '../../../../contract/club-settings';
import { COMPANY } from '../../../lib/company';
import type { PathErrors } from '../hooks/use-settings-form';
import { SettingsCard } from './card';
import { useTranslation } from 'react-i18next';

interface Props {
  settings: ClubSettings;
  errors: PathErrors;
  set: <K extends keyof ClubSettings>(key: K, value: ClubSettings[K]) => void;
}

/** The footer's List Your Academy link and the premium flag. */
export function LinksCard({ settings, errors, set }: Props) {
  const { t } = useTranslation('settings');
  return (
    <SettingsCard title={t('settings:links.title')}>
      <TextInput
        label={t('settings:links.academy')}
        description={t('settings:links.academyHint', { url: COMPANY.listYourAcademyUrl })}
        value={settings.listAcademyUrl}
        onChange={(e) => set('listAcademyUrl', e.currentTarget.value)}
        error={errors['settings.listAcademyUrl']}
      />
      <Switch
        label={t('settings:links.premium')}
        description={t('settings:links.premiumHint')}
        checked={settings.premium}
        onChange={(e) => set('premium', e.currentTarget.checked)}
      />
    </SettingsCard>
  );
}
