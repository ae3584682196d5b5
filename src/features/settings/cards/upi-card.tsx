import { SimpleGrid, TextInput } from '@mantine/core';
import type { ClubSettings } from '../../../../contract/club-settings';
import type { PathErrors } from '../hooks/use-settings-form';
import { SettingsCard } from './card';

type Upi = ClubSettings['upi'];

/** UPI at the desk (issue 29 §4): with a UPI ID set, checkout offers UPI and shows its QR. */
export function UpiCard({ upi, errors, set }: { upi: Upi; errors: PathErrors; set: (upi: Upi) => void }) {
  return (
    <SettingsCard title="UPI" note="Customers scan a QR at checkout to pay this UPI ID. Empty: UPI is not offered.">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="UPI ID"
          placeholder="name@bank"
          value={upi.vpa}
          onChange={(ev) => set({ ...upi, vpa: ev.currentTarget.value })}
          error={errors['settings.upi.vpa']}
        />
        <TextInput
          label="Payee name"
          value={upi.payeeName}
          onChange={(ev) => set({ ...upi, payeeName: ev.currentTarget.value })}
          error={errors['settings.upi.payeeName']}
        />
      </SimpleGrid>
    </SettingsCard>
  );
}
