import '@mantine/dates/styles.css';
import { Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useEffect, useState } from 'react';
import { Feature } from '../../../../contract/features';
import { LIFETIME, MemberMessages } from '../../../../contract/members';
import { WriteButton } from '../../../components/write-button';
import { updateValidity, type PhoneRef } from '../api/members-api';

interface Props {
  target: { phone: PhoneRef; expiry: string | null } | null;
  today: string;
  onClose: () => void;
  onDone: () => void;
}

/** Credits Validity (spec 2 §2): a date or lifetime; starts on lifetime when the expiry is 9999-12-31. */
export function ValidityDialog({ target, today, onClose, onDone }: Props) {
  const [lifetime, setLifetime] = useState(true);
  const [date, setDate] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!target) return;
    const life = !target.expiry || target.expiry === LIFETIME;
    setLifetime(life);
    setDate(life ? null : target.expiry);
    setError(null);
  }, [target]);

  const save = async () => {
    if (!target) return;
    if (!lifetime && (!date || date < today)) {
      setError(date ? MemberMessages.pastExpiry : MemberMessages.invalidDate);
      return;
    }
    setSaving(true);
    const outcome = await updateValidity(target.phone, lifetime ? 'max' : date!);
    setSaving(false);
    if (outcome.ok) onDone();
  };

  return (
    <Modal opened={target !== null} onClose={onClose} title="Credits Validity">
      <Stack gap="sm">
        <Checkbox label="Lifetime" checked={lifetime} onChange={(e) => setLifetime(e.currentTarget.checked)} />
        <DateInput
          label="Valid till"
          valueFormat="DD MMM YYYY"
          minDate={today}
          disabled={lifetime}
          value={lifetime ? null : date}
          onChange={(d) => {
            setDate(d ? String(d) : null);
            setError(null);
          }}
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <WriteButton feature={Feature.memberCredits} loading={saving} onClick={() => void save()}>
            Save
          </WriteButton>
        </Group>
      </Stack>
    </Modal>
  );
}
