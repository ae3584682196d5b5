import { Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import type { ClubSettings } from '../../../../contract/club-settings';
import type { CancelFees, FeeRule } from '../../../../contract/cancel-fees';
import type { PathErrors } from '../hooks/use-settings-form';
import { AmountInput } from '../../../components/typed-input/amount-input';
import { CountInput } from '../../../components/typed-input/count-input';
import type { TypedValue } from '../../../components/typed-input/typed-text-input';
import { SettingsCard } from './card';

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
  const fees = settings.cancelFees;
  const put = (next: Partial<CancelFees>) => set('cancelFees', { ...fees, ...next });
  const [hours, setHours] = useState<TypedValue>(shown(fees.lateCancelHours));
  return (
    <SettingsCard
      title="Cancellation and no-show fees"
      note="Fees a booking keeps when it is cancelled late or not played. Blank or 0 means no fee."
    >
      <CountInput
        label="Late-cancel window (hours before the start)"
        field="Late-cancel window"
        description="Cancelling less than this many hours before the start keeps the late-cancel fee. A full refund waives it."
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
        name="Late-cancel fee"
        path="settings.cancelFees.lateCancelFee"
        rule={fees.lateCancelFee}
        errors={errors}
        onChange={(lateCancelFee) => put({ lateCancelFee })}
      />
      <FeeField
        name="No-show fee"
        path="settings.cancelFees.noShowFee"
        rule={fees.noShowFee}
        errors={errors}
        onChange={(noShowFee) => put({ noShowFee })}
      />
      <Switch
        label="Fees may be paid from the member's credits"
        description="Pay Fee then offers the member's credits as well as money."
        checked={fees.feeFromCredits}
        onChange={(e) => put({ feeFromCredits: e.currentTarget.checked })}
      />
    </SettingsCard>
  );
}

function FeeField({
  name,
  path,
  rule,
  errors,
  onChange,
}: {
  name: string;
  path: string;
  rule: FeeRule;
  errors: PathErrors;
  onChange: (rule: FeeRule) => void;
}) {
  const [text, setText] = useState<TypedValue>(shown(rule.amount));
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {name}
      </Text>
      <Group gap="xs" align="flex-start">
        <SegmentedControl
          aria-label={`${name} kind`}
          data={[
            { value: 'percent', label: '% of court price' },
            { value: 'fixed', label: 'Fixed amount' },
          ]}
          value={rule.kind}
          onChange={(kind) => onChange({ ...rule, kind: kind as FeeRule['kind'] })}
        />
        <AmountInput
          aria-label={name}
          field={name}
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
