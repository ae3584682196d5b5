import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { OVERRIDE_REASON_MAX } from '../../../contract/fair-use';
import { useTranslation } from 'react-i18next';

/** The reason an override needs (fair-use limits, no-show strikes): checked here as the server checks it. */
export function useOverrideReason(messages: { reasonRequired: string; reasonTooLong: string }, onOverride: (reason: string) => void) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!reason.trim()) return setError(messages.reasonRequired);
    if (reason.trim().length > OVERRIDE_REASON_MAX) return setError(messages.reasonTooLong);
    setError(null);
    onOverride(reason);
  };
  const change = (text: string) => {
    setReason(text);
    setError(null);
  };
  return { reason, error, change, submit };
}

/** The reason's field, said to go into the booking's history. */
export function OverrideReasonField({ label, state }: { label: string; state: ReturnType<typeof useOverrideReason> }) {
  const { t } = useTranslation('payment');
  return (
    <Textarea
      label={label}
      description={t('payment:override.recorded')}
      autosize
      minRows={2}
      value={state.reason}
      error={state.error}
      onChange={(e) => state.change(e.currentTarget.value)}
    />
  );
}
