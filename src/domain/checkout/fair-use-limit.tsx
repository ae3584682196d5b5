import { Alert, Stack, Text } from '@mantine/core';
import { Feature } from '../../../contract/features';
import { WriteButton } from '../../components/write-button';
import { OVERRIDE_REASON_MAX } from '../../../contract/fair-use';
import { OverrideReasonField, useOverrideReason } from './override-reason';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('payment');
  const state = useOverrideReason(
    {
      reasonRequired: t('payment:override.fairUseRequired'),
      reasonTooLong: t('payment:override.tooLong', { max: OVERRIDE_REASON_MAX }),
    },
    onOverride,
  );
  return (
    <Alert color="orange" title={t('payment:fairUse.title')} role="alert" aria-label={t('payment:fairUse.title')}>
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        {canOverride ? (
          <>
            <OverrideReasonField label={t('payment:fairUse.reason')} state={state} />
            <WriteButton feature={Feature.bookingCalendar} color="orange" loading={busy} onClick={state.submit}>
              {t('payment:fairUse.override')}
            </WriteButton>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('payment:fairUse.adminOnly')}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
