import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Feature } from '../../../contract/features';
import { canOpen } from '../../lib/permissions/access';
import { useAccess } from '../../offline/use-access';
import { CloseShiftPanel } from './components/close-shift-panel';
import { ClosesList } from './components/closes-list';

/** Cash Close (ADR 0035): everyone who takes money closes their own shift; Reports readers see every close. */
export function CashClosePage() {
  const { t } = useTranslation('cash-close');
  const access = useAccess();
  const [refresh, setRefresh] = useState(0);
  return (
    <Stack p="md" gap="md">
      <Title order={2}>{t('cash-close:title')}</Title>
      <CloseShiftPanel onClosed={() => setRefresh((n) => n + 1)} />
      {access && canOpen(access, Feature.reports) && <ClosesList refresh={refresh} />}
    </Stack>
  );
}
