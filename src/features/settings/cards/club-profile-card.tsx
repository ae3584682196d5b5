import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import type { ClubProfile } from '../../../../contract/club-settings-wire';
import { CountryPicker } from '../../../components/country-picker/country-picker';
import { callingCodeOf, countryForCallingCode } from '../../../lib/phone';
import type { PathErrors } from '../hooks/use-settings-form';
import { SettingsCard } from './card';
import { useTranslation } from 'react-i18next';

interface Props {
  profile: ClubProfile;
  errors: PathErrors;
  set: <K extends keyof ClubProfile>(key: K, value: ClubProfile[K]) => void;
}

function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

/** Currency, calling code and time zone: columns of the club, read at sign-in by every console. */
export function ClubProfileCard({ profile, errors, set }: Props) {
  const { t } = useTranslation('settings');
  const zones = useMemo(() => timeZones(profile.timeZone), [profile.timeZone]);
  return (
    <SettingsCard title={t('settings:profile.title')} note={t('settings:profile.note')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('settings:profile.currency')}
          description={t('settings:profile.currencyHint')}
          value={profile.currency}
          onChange={(e) => set('currency', e.currentTarget.value)}
          error={errors['profile.currency']}
        />
        <CountryPicker
          label={t('settings:profile.callingCode')}
          value={countryForCallingCode(profile.callingCode) ?? 'IN'}
          onChange={(country) => set('callingCode', callingCodeOf(country))}
          error={errors['profile.callingCode']}
        />
        <Select
          label={t('settings:profile.timeZone')}
          description={t('settings:profile.timeZoneHint')}
          searchable
          data={zones}
          value={profile.timeZone}
          onChange={(zone) => zone && set('timeZone', zone)}
          error={errors['profile.timeZone']}
        />
      </SimpleGrid>
    </SettingsCard>
  );
}
