import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { FairUseMessages, OVERRIDE_REASON_MAX } from '../../../contract/fair-use';

interface Props {
  /** The refusal, naming the limit. */
  message: string;
  /** Admins may book past it with a reason; desk people are told to ask one. */
  canOverride: boolean;
  busy: boolean;
  onOverride: (reason: string) => void;
}

/**
 * A checkout refused by a fair-use limit (ADR 0078): the limit said where the Confirm button is,
 * and for an admin "Override limit" with the reason that goes into the booking's history.
 */
export function FairUseLimit({ message, canOverride, busy, onOverride }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const override = () => {
    if (!reason.trim()) return setError(FairUseMessages.reasonRequired);
    if (reason.trim().length > OVERRIDE_REASON_MAX) return setError(FairUseMessages.reasonTooLong);
    setError(null);
    onOverride(reason);
  };
  return (
    <Alert color="orange" title="Fair-use limit" role="alert" aria-label="Fair-use limit">
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        {canOverride ? (
          <>
            <Textarea
              label="Override reason"
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
            <Button color="orange" loading={busy} onClick={override}>
              Override limit
            </Button>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Only an admin can override a fair-use limit.
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
