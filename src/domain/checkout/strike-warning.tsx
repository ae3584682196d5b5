import { Alert, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Feature } from '../../../contract/features';
import { OVERRIDE_REASON_MAX } from '../../../contract/fair-use';
import { strikeMessages } from '../../../contract/no-show-strikes';
import { WriteButton } from '../../components/write-button';

interface Props {
  /** The warning: the lookup's strikes or the checkout's refusal, naming the count and window. */
  message: string;
  busy: boolean;
  onOverride: (reason: string) => void;
}

/**
 * A customer flagged by no-show strikes (ADR 0081): said beside Confirm as soon as the number is
 * known, and the desk books with a reason that goes into the booking's history. Any person who
 * may book may override (the issue gives it to the desk); offline the button says why it is off.
 */
export function StrikeWarning({ message, busy, onOverride }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const override = () => {
    if (!reason.trim()) return setError(strikeMessages.reasonRequired);
    if (reason.trim().length > OVERRIDE_REASON_MAX) return setError(strikeMessages.reasonTooLong);
    setError(null);
    onOverride(reason);
  };
  return (
    <Alert color="red" title="No-show strikes" role="alert" aria-label="No-show strikes">
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        <Textarea
          label="Strike override reason"
          description="Recorded in the booking's history"
          autosize
          minRows={2}
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
        />
        <WriteButton feature={Feature.bookingCalendar} color="red" loading={busy} onClick={override}>
          Book with override
        </WriteButton>
      </Stack>
    </Alert>
  );
}
