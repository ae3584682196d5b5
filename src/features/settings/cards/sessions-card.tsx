import { Group } from '@mantine/core';
import { SESSION_BOUNDS, type ClubSettings } from '../../../../contract/club-settings';
import type { PathErrors } from '../hooks/use-settings-form';
import { CountInput } from '../../../components/typed-input/count-input';
import type { TypedValue } from '../../../components/typed-input/typed-text-input';
import { SettingsCard } from './card';

interface Props {
  settings: ClubSettings;
  errors: PathErrors;
  set: <K extends keyof ClubSettings>(key: K, value: ClubSettings[K]) => void;
}

/** A blank or refused field is NaN in the draft: the contract's check then blocks the save. */
const num = (value: TypedValue) => (typeof value === 'number' ? value : Number.NaN);

/** When the console signs its people out (ADR 0069; defaults in contract/club-settings.ts). */
export function SessionsCard({ settings, errors, set }: Props) {
  const { idleHours, lifetimeDays } = SESSION_BOUNDS;
  return (
    <SettingsCard title="Sign-in" note="When a console signs its person out. The next request of every open console follows a change.">
      <Group gap="md" align="flex-start">
        <CountInput
          label="Sign out after idle (hours)"
          field="Idle sign-out hours"
          required
          description={`A console not used for this long asks for the password again. ${idleHours.min}–${idleHours.max}, default 12.`}
          min={idleHours.min}
          max={idleHours.max}
          value={settings.sessionIdleHours}
          onChange={(v) => set('sessionIdleHours', num(v))}
          error={errors['settings.sessionIdleHours']}
          w={300}
        />
        <CountInput
          label="Session lifetime (days)"
          field="Session lifetime days"
          required
          description={`However busy, a sign-in ends this long after it began. ${lifetimeDays.min}–${lifetimeDays.max}, default 30.`}
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
