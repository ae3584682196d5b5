import { Alert, Stack, Text } from '@mantine/core';
import { Feature } from '../../../contract/features';
import { strikeMessages } from '../../../contract/no-show-strikes';
import { WriteButton } from '../../components/write-button';
import { OverrideReasonField, useOverrideReason } from './override-reason';

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
  const state = useOverrideReason(strikeMessages, onOverride);
  return (
    <Alert color="red" title="No-show strikes" role="alert" aria-label="No-show strikes">
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        <OverrideReasonField label="Strike override reason" state={state} />
        <WriteButton feature={Feature.bookingCalendar} color="red" loading={busy} onClick={state.submit}>
          Book with override
        </WriteButton>
      </Stack>
    </Alert>
  );
}
