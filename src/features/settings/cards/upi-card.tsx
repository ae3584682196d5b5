import { SimpleGrid, TextInput } from '@mantine/core';
import type { ClubSettings } from '../../../../contract/club-settings';
import type { PathErrors } from '../hooks/use-settings-form';
import { SettingsCard } from './card';
import { useTranslation } from 'react-i18next';

type Upi = ClubSettings['upi'];

/** UPI at the desk (issue 29 §4): with a UPI ID set, checkout offers UPI and shows its QR. */
export function UpiCard({ upi, errors, set }: { upi: Upi; errors: PathErrors; set: (upi: Upi) => void }) {
  const { t } = useTranslation('settings');
  return (
    <SettingsCard title={t('settings:upi.title')} note={t('settings:upi.note')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('settings:upi.vpa')}
          placeholder="name@bank"
          value={upi.vpa}
          onChange={(ev) => set({ ...upi, vpa: ev.currentTarget.value })}
          error={errors['settings.upi.vpa']}
        />
        <TextInput
          label={t('settings:upi.payeeName')}
          value={upi.payeeName}
          onChange={(ev) => set({ ...upi, payeeName: ev.currentTarget.value })}
          error={errors['settings.upi.payeeName']}
        />
      </SimpleGrid>
    </SettingsCard>
  );
}
