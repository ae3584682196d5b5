import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Feature } from '../../../../contract/features';
import { WriteButton } from '../../../components/write-button';
import { createPin, updatePin, type PhoneRef } from '../api/members-api';

interface Props {
  target: { phone: PhoneRef; hasPin: boolean } | null;
  onClose: () => void;
  onDone: () => void;
}

/** 'Pin matches' / 'Pin does not match' under the confirm field (spec 2 §2). */
export function pinMatch(newPin: string, confirm: string): { ok: boolean; text: string } | null {
  if (!newPin.trim() || !confirm.trim()) return null;
  return newPin.trim() === confirm.trim() ? { ok: true, text: 'Pin matches' } : { ok: false, text: 'Pin does not match' };
}

/** Set PIN or Change PIN, chosen by isPasswordProtected (spec 2 §4 "PIN"). */
export function PinDialog({ target, onClose, onDone }: Props) {
  const [oldPin, setOldPin] = useState('');
  const [newPin, setNewPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [oldError, setOldError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setOldPin('');
    setNewPin('');
    setConfirm('');
    setOldError(null);
  }, [target]);

  const change = target?.hasPin ?? false;
  const match = pinMatch(newPin, confirm);
  const ready = match?.ok === true && (!change || oldPin.trim() !== '');

  const save = async () => {
    if (!target || !ready) return;
    setSaving(true);
    const outcome = change
      ? await updatePin(target.phone, oldPin.trim(), newPin.trim(), confirm.trim())
      : await createPin(target.phone, newPin.trim(), confirm.trim());
    setSaving(false);
    if (outcome.ok) onDone();
    // A wrong old PIN: the server's message goes under the old PIN field.
    else if (change && outcome.kind === 'failure') setOldError(outcome.message);
  };

  return (
    <Modal opened={target !== null} onClose={onClose} title={change ? 'Change PIN' : 'Set PIN'}>
      <Stack gap="sm">
        {change && (
          <PasswordInput
            label="Old PIN"
            inputMode="numeric"
            value={oldPin}
            onChange={(e) => {
              setOldPin(e.currentTarget.value);
              setOldError(null);
            }}
            error={oldError}
          />
        )}
        <PasswordInput
          label="New PIN"
          inputMode="numeric"
          value={newPin}
          onChange={(e) => setNewPin(e.currentTarget.value)}
          description="4 to 6 digits"
        />
        <PasswordInput label="Confirm PIN" inputMode="numeric" value={confirm} onChange={(e) => setConfirm(e.currentTarget.value)} />
        {match && (
          <Text size="sm" c={match.ok ? 'teal' : 'red'}>
            {match.text}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <WriteButton feature={Feature.memberCredits} loading={saving} disabled={!ready} onClick={() => void save()}>
            {change ? 'Change PIN' : 'Set PIN'}
          </WriteButton>
        </Group>
      </Stack>
    </Modal>
  );
}
