import { Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import type { ClubSettings } from '../../../../contract/club-settings';
import type { CancelFees, FeeRule } from '../../../../contract/cancel-fees';
import type { PathErrors } from '../hooks/use-settings-form';
import { AmountInput } from '../../../components/typed-input/amount-input';
import { CountInput } from '../../../components/typed-input/count-input';
import type { TypedValue } from '../../../components/typed-input/typed-text-input';
import { SettingsCard } from './card';
import { useTranslation } from 'react-i18next';

interface Props {
  settings: ClubSettings;
  errors: PathErrors;
  set: <K extends keyof ClubSettings>(key: K, value: ClubSettings[K]) => void;
}

/** Blank is no fee (0); refused text is NaN, which the contract's check turns into a named refusal. */
const amountOf = (v: TypedValue) => (v === '' ? 0 : typeof v === 'number' ? v : Number.NaN);
/** A stored 0 shows as a blank field: "no fee". */
const shown = (n: number): TypedValue => (n === 0 ? '' : n);

/**
 * Late-cancel and no-show fees (issue 30 part 2, ADR 0079). Each field keeps what was typed
 * (its own state) and hands the draft a number, so a blank stays blank on screen and saves as 0.
 */
export function CancelFeesCard({ settings, errors, set }: Props) {
  const { t } = useTranslation('settings');
  const fees = settings.cancelFees;
  const put = (next: Partial<CancelFees>) => set('cancelFees', { ...fees, ...next });
  const [hours, setHours] = useState<TypedValue>(shown(fees.lateCancelHours));
  return (
    <SettingsCard title={t('settings:cancelFees.title')} note={t('settings:cancelFees.note')}>
      <CountInput
        label={t('settings:cancelFees.window')}
        field="Late-cancel window"
        description={t('settings:cancelFees.windowHint')}
        min={0}
        max={8_760}
        value={hours}
        onChange={(v) => {
          setHours(v);
          put({ lateCancelHours: amountOf(v) });
        }}
        error={errors['settings.cancelFees.lateCancelHours']}
        w={340}
      />
      <FeeField
        name={t('settings:cancelFees.lateFee')}
        field="Late-cancel fee"
        path="settings.cancelFees.lateCancelFee"
        rule={fees.lateCancelFee}
        errors={errors}
        onChange={(lateCancelFee) => put({ lateCancelFee })}
      />
      <FeeField
        name={t('settings:cancelFees.noShowFee')}
        field="No-show fee"
        path="settings.cancelFees.noShowFee"
        rule={fees.noShowFee}
        errors={errors}
        onChange={(noShowFee) => put({ noShowFee })}
      />
      <Switch
        label={t('settings:cancelFees.fromCredits')}
        description={t('settings:cancelFees.fromCreditsHint')}
        checked={fees.feeFromCredits}
        onChange={(e) => put({ feeFromCredits: e.currentTarget.checked })}
      />
    </SettingsCard>
  );
}

function FeeField({
  name,
  field,
  path,
  rule,
  errors,
  onChange,
}: {
  /** The label, in the language on screen. */
  name: string;
  /** The field's name in refusals (the contract's English, as every field refusal). */
  field: string;
  path: string;
  rule: FeeRule;
  errors: PathErrors;
  onChange: (rule: FeeRule) => void;
}) {
  const { t } = useTranslation('settings');
  const [text, setText] = useState<TypedValue>(shown(rule.amount));
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {name}
      </Text>
      <Group gap="xs" align="flex-start">
        <SegmentedControl
          aria-label={t('settings:cancelFees.kind', { name })}
          data={[
            { value: 'percent', label: t('settings:cancelFees.percent') },
            { value: 'fixed', label: t('settings:cancelFees.fixed') },
          ]}
          value={rule.kind}
          onChange={(kind) => onChange({ ...rule, kind: kind as FeeRule['kind'] })}
        />
        <AmountInput
          aria-label={name}
          field={field}
          rightSection={rule.kind === 'percent' ? '%' : undefined}
          value={text}
          onChange={(v) => {
            setText(v);
            onChange({ ...rule, amount: amountOf(v) });
          }}
          error={errors[`${path}.amount`] ?? errors[`${path}.kind`]}
          w={160}
        />
      </Group>
    </Stack>
  );
}
