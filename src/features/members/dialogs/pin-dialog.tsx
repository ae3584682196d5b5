import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Feature } from '../../../../contract/features';
import { WriteButton } from '../../../components/write-button';
import { createPin, updatePin, type PhoneRef } from '../api/members-api';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n/i18n';

interface Props {
  target: { phone: PhoneRef; hasPin: boolean } | null;
  onClose: () => void;
  onDone: () => void;
}

/** 'Pin matches' / 'Pin does not match' under the confirm field (spec 2 §2). */
export function pinMatch(newPin: string, confirm: string): { ok: boolean; text: string } | null {
  if (!newPin.trim() || !confirm.trim()) return null;
  return newPin.trim() === confirm.trim()
    ? { ok: true, text: i18n.t('members:pin.matches') }
    : { ok: false, text: i18n.t('members:pin.noMatch') };
}

/** Set PIN or Change PIN, chosen by isPasswordProtected (spec 2 §4 "PIN"). */
export function PinDialog({ target, onClose, onDone }: Props) {
  const { t } = useTranslation('members');
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
    <Modal opened={target !== null} onClose={onClose} title={change ? t('members:changePin') : t('members:setPin')}>
      <Stack gap="sm">
        {change && (
          <PasswordInput
            label={t('members:pin.old')}
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
          label={t('members:pin.new')}
          inputMode="numeric"
          value={newPin}
          onChange={(e) => setNewPin(e.currentTarget.value)}
          description={t('members:pin.digits')}
        />
        <PasswordInput
          label={t('members:pin.confirm')}
          inputMode="numeric"
          value={confirm}
          onChange={(e) => setConfirm(e.currentTarget.value)}
        />
        {match && (
          <Text size="sm" c={match.ok ? 'teal' : 'red'}>
            {match.text}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('members:cancel')}
          </Button>
          <WriteButton feature={Feature.memberCredits} loading={saving} disabled={!ready} onClick={() => void save()}>
            {change ? t('members:changePin') : t('members:setPin')}
          </WriteButton>
        </Group>
      </Stack>
    </Modal>
  );
}
