import { Alert, Button, Group, Loader, Modal, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESK_ROLE_CODE, StaffMessages as M } from '../../../../contract/staff';
import { deskProfileByLevel } from '../../../../contract/desk-profile';
import { CountryPicker } from '../../../components/country-picker/country-picker';
import { WriteButton } from '../../../components/write-button';
import { Feature } from '../../../../contract/features';
import { featureName } from '../../../lib/i18n/contract-names';
import { callingCodeOf, countryForCallingCode } from '../../../lib/phone';
import { useSession } from '../../../lib/session/session-store';
import { createDeskPerson } from '../api/staff-api';
import { isRefusal, staffWords } from '../staff-words';
import { deskPersonErrors, emailError, mobileError, type DeskPersonFields, type FieldErrors } from '../rules/staff-rules';

const EMPTY = { firstName: '', lastName: '', email: '', mobile: '', username: '', password: '', confirmPassword: '' };

/** Default +91 when the club's code says nothing (spec 3 §2). */
function defaultCountry(callingCode: string | undefined): string {
  return (callingCode && countryForCallingCode(callingCode)) || 'IN';
}

/** What the new person starts with (the server grants the same table, ADR 0050). */
function DeskProfileNote() {
  const { t } = useTranslation('staff');
  const { write, read } = deskProfileByLevel(featureName);
  return (
    <Text size="xs" c="dimmed" data-testid="desk-profile">
      {t('staff:add.profile', { write: write.join(', '), read: read.join(', ') })}
    </Text>
  );
}

/** Add Desk Person (spec 3 §2, §5): a role-1 user set up for features 2–19 at the desk profile's levels. */
export function AddDeskPersonDialog({ opened, onClose, onAdded }: { opened: boolean; onClose: () => void; onAdded?: () => void }) {
  // The account menu mounts this dialog with the sidebar: its title is the menu's own word
  // (common), and the staff words load inside the opened dialog, never with the sidebar (ADR 0085).
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('common:account.addDeskPerson')} centered size="lg">
      <Suspense fallback={<Loader size="sm" />}>
        <AddDeskPersonForm onClose={onClose} onAdded={onAdded} />
      </Suspense>
    </Modal>
  );
}

/** The form of the opened dialog; closing the dialog unmounts it, so it opens empty next time. */
function AddDeskPersonForm({ onClose, onAdded }: { onClose: () => void; onAdded?: () => void }) {
  const { t } = useTranslation('staff');
  const session = useSession();
  const [fields, setFields] = useState(EMPTY);
  const [country, setCountry] = useState(() => defaultCountry(session?.countryCode));
  const [errors, setErrors] = useState<FieldErrors<DeskPersonFields>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const callingCode = callingCodeOf(country);
  const all: DeskPersonFields = { ...fields, callingCode };

  const set = (key: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const close = () => {
    setFields(EMPTY);
    setErrors({});
    setServerError(null);
    onClose();
  };

  const submit = async () => {
    const found = deskPersonErrors(all);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const outcome = await createDeskPerson({
      firstName: fields.firstName.trim(),
      lastName: fields.lastName.trim(),
      email: fields.email.trim(),
      role: DESK_ROLE_CODE,
      phone: fields.mobile.replace(/[\s-]/g, ''),
      countryCode: callingCode,
      username: fields.username.trim(),
      password: fields.password,
    });
    setSaving(false);
    if (outcome.ok) {
      close();
      onAdded?.();
    } else if (outcome.kind === 'failure') {
      // The server's refusals belong under the field they are about, known by their code: the
      // text is already in the language on screen (ADR 0085).
      if (isRefusal(outcome, M.usernameTaken)) setErrors({ username: outcome.message });
      else if (isRefusal(outcome, M.passwordTooShort) || isRefusal(outcome, M.passwordIsUsername)) setErrors({ password: outcome.message });
      else setServerError(staffWords(outcome.message));
    }
  };

  return (
    <Stack gap="sm">
      <SimpleGrid cols={2}>
        <TextInput
          label={t('staff:add.firstName')}
          required
          value={fields.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <TextInput label={t('staff:add.lastName')} value={fields.lastName} onChange={set('lastName')} />
      </SimpleGrid>
      <TextInput
        label={t('staff:add.email')}
        type="email"
        value={fields.email}
        onChange={set('email')}
        onBlur={() => setErrors((e) => ({ ...e, email: emailError(fields.email) }))}
        error={errors.email}
      />
      <SimpleGrid cols={2}>
        <CountryPicker label={t('staff:add.countryCode')} value={country} onChange={setCountry} />
        <TextInput
          label={t('staff:add.mobile')}
          inputMode="tel"
          value={fields.mobile}
          onChange={set('mobile')}
          onBlur={() => setErrors((e) => ({ ...e, mobile: mobileError(callingCode, fields.mobile) }))}
          error={errors.mobile}
        />
      </SimpleGrid>
      <TextInput
        label={t('staff:add.username')}
        required
        autoComplete="off"
        value={fields.username}
        onChange={set('username')}
        error={errors.username}
      />
      <SimpleGrid cols={2}>
        <PasswordInput
          label={t('staff:add.password')}
          required
          autoComplete="new-password"
          value={fields.password}
          onChange={set('password')}
          error={errors.password}
        />
        <PasswordInput
          label={t('staff:add.confirmPassword')}
          required
          autoComplete="new-password"
          value={fields.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
        />
      </SimpleGrid>
      <DeskProfileNote />
      {serverError && (
        <Alert color="red" variant="light" role="alert">
          {serverError}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          {t('staff:cancel')}
        </Button>
        <WriteButton feature={Feature.staff} loading={saving} onClick={() => void submit()}>
          {t('staff:add.title')}
        </WriteButton>
      </Group>
    </Stack>
  );
}
