import { Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Feature } from '../../../../contract/features';
import { LIFETIME, MemberMessages } from '../../../../contract/members';
import { contractError } from '../../../lib/i18n/contract-words';
import { WriteButton } from '../../../components/write-button';
import { ClubDateInput, isDateRefused } from '../../../components/club-date-input/club-date-input';
import { DateMessages } from '../../../lib/time/club-date';
import { updateValidity, type PhoneRef } from '../api/members-api';
import { useTranslation } from 'react-i18next';

interface Props {
  target: { phone: PhoneRef; expiry: string | null } | null;
  today: string;
  onClose: () => void;
  onDone: () => void;
}

/** Credits Validity (spec 2 §2): a date or lifetime; starts on lifetime when the expiry is 9999-12-31. */
export function ValidityDialog({ target, today, onClose, onDone }: Props) {
  const { t } = useTranslation('members');
  const [lifetime, setLifetime] = useState(true);
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!target) return;
    const life = !target.expiry || target.expiry === LIFETIME;
    setLifetime(life);
    setDate(life ? '' : (target.expiry ?? ''));
    setError(null);
  }, [target]);

  const save = async () => {
    if (!target) return;
    if (!lifetime && isDateRefused(date)) return setError(DateMessages.notADate(t('members:validity.validTill')));
    if (!lifetime && (!date || date < today)) {
      setError(date ? MemberMessages.pastExpiry : MemberMessages.invalidDate);
      return;
    }
    setSaving(true);
    const outcome = await updateValidity(target.phone, lifetime ? 'max' : date);
    setSaving(false);
    if (outcome.ok) onDone();
  };

  return (
    <Modal opened={target !== null} onClose={onClose} title={t('members:validity.title')}>
      <Stack gap="sm">
        <Checkbox
          label={t('members:validity.lifetime')}
          checked={lifetime}
          onChange={(e) => {
            setLifetime(e.currentTarget.checked);
            // Refused text is dropped with the field it was in: Lifetime empties and disables it.
            if (isDateRefused(date)) setDate('');
            setError(null);
          }}
        />
        <ClubDateInput
          label={t('members:validity.validTill')}
          minDate={today}
          minMessage={MemberMessages.pastExpiry}
          disabled={lifetime}
          value={lifetime ? '' : date}
          onChange={(d) => {
            setDate(d);
            setError(null);
          }}
          error={contractError(error)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('members:cancel')}
          </Button>
          <WriteButton feature={Feature.memberCredits} loading={saving} onClick={() => void save()}>
            {t('members:save')}
          </WriteButton>
        </Group>
      </Stack>
    </Modal>
  );
}
