import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { ClubSettings } from '../../../../contract/club-settings';
import type { PathErrors } from '../hooks/use-settings-form';
import { SettingsCard } from './card';

interface Props {
  receipt: ClubSettings['receipt'];
  errors: PathErrors;
  set: (receipt: ClubSettings['receipt']) => void;
}

/** Printed on receipts and statements. Defaults empty (the club name is used). */
export function ReceiptCard({ receipt, errors, set }: Props) {
  return (
    <SettingsCard title="Receipt details" note="Printed on receipts and booking statements. Empty by default.">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Legal name"
          value={receipt.legalName}
          onChange={(e) => set({ ...receipt, legalName: e.currentTarget.value })}
          error={errors['settings.receipt.legalName']}
        />
        <TextInput
          label="Tax id"
          value={receipt.taxId}
          onChange={(e) => set({ ...receipt, taxId: e.currentTarget.value })}
          error={errors['settings.receipt.taxId']}
        />
      </SimpleGrid>
      <Textarea
        label="Address"
        autosize
        minRows={2}
        value={receipt.address}
        onChange={(e) => set({ ...receipt, address: e.currentTarget.value })}
        error={errors['settings.receipt.address']}
      />
    </SettingsCard>
  );
}
