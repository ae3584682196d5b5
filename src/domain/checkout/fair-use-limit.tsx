import { Alert, Stack, Text } from '@mantine/core';
import { Feature } from '../../../contract/features';
import { WriteButton } from '../../components/write-button';
import { FairUseMessages } from '../../../contract/fair-use';
import { OverrideReasonField, useOverrideReason } from './override-reason';

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
  const state = useOverrideReason(FairUseMessages, onOverride);
  return (
    <Alert color="orange" title="Fair-use limit" role="alert" aria-label="Fair-use limit">
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        {canOverride ? (
          <>
            <OverrideReasonField label="Override reason" state={state} />
            <WriteButton feature={Feature.bookingCalendar} color="orange" loading={busy} onClick={state.submit}>
              Override limit
            </WriteButton>
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
