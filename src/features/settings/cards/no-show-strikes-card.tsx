import { Group } from '@mantine/core';
import { useState } from 'react';
import type { ClubSettings } from '../../../../contract/club-settings';
import type { NoShowStrikes } from '../../../../contract/no-show-strikes';
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

/** Blank is off (0); refused text is NaN, which the contract's check turns into a named refusal. */
const countOf = (v: TypedValue) => (v === '' ? 0 : typeof v === 'number' ? v : Number.NaN);
/** A stored 0 shows as a blank field: "off". */
const shown = (n: number): TypedValue => (n === 0 ? '' : n);

/**
 * No-show strikes (ADR 0081): after N no-shows in M days the checkout flags the customer (booked
 * only with a reason) and the marketplace refuses them. Each field keeps what was typed.
 */
export function NoShowStrikesCard({ settings, errors, set }: Props) {
  const { t } = useTranslation('settings');
  const rule = settings.noShowStrikes;
  const put = (next: Partial<NoShowStrikes>) => set('noShowStrikes', { ...rule, ...next });
  const [count, setCount] = useState<TypedValue>(shown(rule.count));
  const [days, setDays] = useState<TypedValue>(shown(rule.days));
  return (
    <SettingsCard title={t('settings:noShow.title')} note={t('settings:noShow.note')}>
      <Group align="flex-start" gap="md">
        <CountInput
          label={t('settings:noShow.count')}
          field="Strike no-shows"
          min={0}
          max={100}
          value={count}
          onChange={(v) => {
            setCount(v);
            put({ count: countOf(v) });
          }}
          error={errors['settings.noShowStrikes.count']}
          w={200}
        />
        <CountInput
          label={t('settings:noShow.days')}
          field="Strike window"
          min={0}
          max={3_650}
          value={days}
          onChange={(v) => {
            setDays(v);
            put({ days: countOf(v) });
          }}
          error={errors['settings.noShowStrikes.days']}
          w={200}
        />
      </Group>
    </SettingsCard>
  );
}
