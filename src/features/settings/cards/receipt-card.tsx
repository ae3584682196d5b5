import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { ClubSettings } from '../../../../contract/club-settings';
import type { PathErrors } from '../hooks/use-settings-form';
import { SettingsCard } from './card';
import { useTranslation } from 'react-i18next';

interface Props {
  receipt: ClubSettings['receipt'];
  errors: PathErrors;
  set: (receipt: ClubSettings['receipt']) => void;
}

/** Printed on receipts and statements. Defaults empty (the club name is used). */
export function ReceiptCard({ receipt, errors, set }: Props) {
  const { t } = useTranslation('settings');
  return (
    <SettingsCard title={t('settings:receipt.title')} note={t('settings:receipt.note')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('settings:receipt.legalName')}
          value={receipt.legalName}
          onChange={(e) => set({ ...receipt, legalName: e.currentTarget.value })}
          error={errors['settings.receipt.legalName']}
        />
        <TextInput
          label={t('settings:receipt.taxId')}
          value={receipt.taxId}
          onChange={(e) => set({ ...receipt, taxId: e.currentTarget.value })}
          error={errors['settings.receipt.taxId']}
        />
      </SimpleGrid>
      <Textarea
        label={t('settings:receipt.address')}
        autosize
        minRows={2}
        value={receipt.address}
        onChange={(e) => set({ ...receipt, address: e.currentTarget.value })}
        error={errors['settings.receipt.address']}
      />
    </SettingsCard>
  );
}
