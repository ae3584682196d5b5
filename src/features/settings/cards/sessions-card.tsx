import { Group } from '@mantine/core';
import { SESSION_BOUNDS, type ClubSettings } from '../../../../contract/club-settings';
import type { PathErrors } from '../hooks/use-settings-form';
import { CountInput } from '../../../components/typed-input/count-input';
import type { TypedValue } from '../../../components/typed-input/typed-text-input';
import { SettingsCard } from './card';
import { useTranslation } from 'react-i18next';

interface Props {
  settings: ClubSettings;
  errors: PathErrors;
  set: <K extends keyof ClubSettings>(key: K, value: ClubSettings[K]) => void;
}

/** A blank or refused field is NaN in the draft: the contract's check then blocks the save. */
const num = (value: TypedValue) => (typeof value === 'number' ? value : Number.NaN);

/** When the console signs its people out (ADR 0069; defaults in contract/club-settings.ts). */
export function SessionsCard({ settings, errors, set }: Props) {
  const { t } = useTranslation('settings');
  const { idleHours, lifetimeDays } = SESSION_BOUNDS;
  return (
    <SettingsCard title={t('settings:sessions.title')} note={t('settings:sessions.note')}>
      <Group gap="md" align="flex-start">
        <CountInput
          label={t('settings:sessions.idle')}
          field="Idle sign-out hours"
          required
          description={t('settings:sessions.idleHint', { min: idleHours.min, max: idleHours.max })}
          min={idleHours.min}
          max={idleHours.max}
          value={settings.sessionIdleHours}
          onChange={(v) => set('sessionIdleHours', num(v))}
          error={errors['settings.sessionIdleHours']}
          w={300}
        />
        <CountInput
          label={t('settings:sessions.lifetime')}
          field="Session lifetime days"
          required
          description={t('settings:sessions.lifetimeHint', { min: lifetimeDays.min, max: lifetimeDays.max })}
          min={lifetimeDays.min}
          max={lifetimeDays.max}
          value={settings.sessionLifetimeDays}
          onChange={(v) => set('sessionLifetimeDays', num(v))}
          error={errors['settings.sessionLifetimeDays']}
          w={300}
        />
      </Group>
    </SettingsCard>
  );
}
