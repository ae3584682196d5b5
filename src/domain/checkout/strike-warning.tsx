import { Alert, Stack, Text } from '@mantine/core';
import { Feature } from '../../../contract/features';
import { OVERRIDE_REASON_MAX } from '../../../contract/fair-use';
import { WriteButton } from '../../components/write-button';
import { OverrideReasonField, useOverrideReason } from './override-reason';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('payment');
  const state = useOverrideReason(
    {
      reasonRequired: t('payment:override.strikeRequired'),
      reasonTooLong: t('payment:override.tooLong', { max: OVERRIDE_REASON_MAX }),
    },
    onOverride,
  );
  return (
    <Alert color="red" title={t('payment:strike.title')} role="alert" aria-label={t('payment:strike.title')}>
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        <OverrideReasonField label={t('payment:strike.reason')} state={state} />
        <WriteButton feature={Feature.bookingCalendar} color="red" loading={busy} onClick={state.submit}>
          {t('payment:strike.override')}
        </WriteButton>
      </Stack>
    </Alert>
  );
}
