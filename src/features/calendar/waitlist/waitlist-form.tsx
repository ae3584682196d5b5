import { Button, Grid, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { Slot } from '../../../../contract/availability';
import { DEFAULT_COUNTRY_CODE } from '../../../../contract/codes';
import { Feature } from '../../../../contract/features';
import { isBlankOrEmail } from '../../../../contract/email';
import { isValidMobile } from '../../../../contract/mobile';
import { CountryPicker } from '../../../components/country-picker/country-picker';
import { WriteButton } from '../../../components/write-button';
import { callingCodeOf, countryForCallingCode } from '../../../lib/phone';
import { useSession } from '../../../lib/session/session-store';
import { shortTime } from '../../../lib/time/club-date';
import { waitlistApi } from './waitlist-api';

type Field = 'name' | 'mobile' | 'email';

interface WaitlistFormProps {
  slot: Slot;
  opened: boolean;
  onClose: () => void;
  onAdded: () => void;
}

/**
 * "Add to waitlist" for a taken slot: this court or any court of the sport at that time, and the
 * customer. The contract's own rules are checked here as the server checks them; the server's
 * refusals (the slot just freed, the customer already waiting) come back through the reply handler.
 */
export function WaitlistForm({ slot, opened, onClose, onAdded }: WaitlistFormProps) {
  const { t } = useTranslation('calendar');
  const clubCode = useSession()?.countryCode || DEFAULT_COUNTRY_CODE;
  const [country, setCountry] = useState(() => countryForCallingCode(clubCode) ?? 'IN');
  const [values, setValues] = useState({ name: '', mobile: '', email: '' });
  const [scope, setScope] = useState<'court' | 'any'>('court');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async () => {
    const countryCode = callingCodeOf(country);
    const found: Partial<Record<Field, string>> = {
      // The contract's own refusals (WaitlistMessages), in the language on screen.
      name: values.name.trim() ? undefined : t('calendar:waitlist.form.nameRequired'),
      mobile: !values.mobile.trim()
        ? t('calendar:waitlist.form.mobileRequired')
        : isValidMobile(countryCode, values.mobile)
          ? undefined
          : t('calendar:waitlist.form.invalidMobile'),
      email: isBlankOrEmail(values.email) ? undefined : t('calendar:waitlist.form.invalidEmail'),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    const outcome = await waitlistApi.add({
      activityId: slot.activityId,
      date: slot.slotDate,
      time: slot.slotTime,
      courtId: scope === 'court' ? slot.courtId : null,
      customerDetails: { name: values.name, countryCode, mobile: values.mobile, email: values.email },
    });
    setBusy(false);
    if (outcome.ok) {
      setValues({ name: '', mobile: '', email: '' });
      onAdded();
      onClose();
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('calendar:waitlist.add')} centered>
      <Stack gap="sm">
        <Text size="sm">{t('calendar:waitlist.form.intro', { court: slot.courtName, time: shortTime(slot.slotTime) })}</Text>
        <SegmentedControl
          value={scope}
          onChange={(v) => setScope(v as 'court' | 'any')}
          data={[
            { value: 'court', label: slot.courtName },
            { value: 'any', label: t('calendar:waitlist.form.anyCourt') },
          ]}
        />
        <TextInput
          label={t('calendar:waitlist.form.name')}
          required
          value={values.name}
          error={errors.name}
          onChange={(e) => set('name', e.currentTarget.value)}
        />
        <Grid>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <CountryPicker value={country} onChange={setCountry} required />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <TextInput
              label={t('calendar:waitlist.form.mobile')}
              inputMode="tel"
              required
              value={values.mobile}
              error={errors.mobile}
              onChange={(e) => set('mobile', e.currentTarget.value)}
            />
          </Grid.Col>
        </Grid>
        <TextInput
          label={t('calendar:waitlist.form.email')}
          type="email"
          value={values.email}
          error={errors.email}
          onChange={(e) => set('email', e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('calendar:waitlist.form.cancel')}
          </Button>
          <WriteButton feature={Feature.bookingCalendar} loading={busy} onClick={() => void submit()}>
            {t('calendar:waitlist.add')}
          </WriteButton>
        </Group>
      </Stack>
    </Modal>
  );
}
