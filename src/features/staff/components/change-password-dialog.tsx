import { Alert, Button, Group, Loader, Modal, PasswordInput, Stack } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffMessages as M } from '../../../../contract/staff';
import { WriteButton } from '../../../components/write-button';
import { changePassword } from '../api/staff-api';
import { isRefusal, staffWords } from '../staff-words';
import { changePasswordErrors, type FieldErrors, type PasswordFields } from '../rules/staff-rules';

const EMPTY: PasswordFields = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change Password (spec 3 §2, §5). The server's 'Old password does not match' shows under the
 * old-password field; its other refusals (length, username) under the new one.
 */
export function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  // Mounted with the sidebar's account menu: the title is the menu's word (common); the staff
  // words load inside the opened dialog, never with the sidebar (ADR 0085).
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('common:account.changePassword')} centered>
      <Suspense fallback={<Loader size="sm" />}>
        <ChangePasswordForm onClose={onClose} />
      </Suspense>
    </Modal>
  );
}

/** The form of the opened dialog; closing the dialog unmounts it, so it opens empty next time. */
function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('staff');
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<PasswordFields>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = (key: keyof PasswordFields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const close = () => {
    setFields(EMPTY);
    setErrors({});
    setFailure(null);
    onClose();
  };

  const submit = async () => {
    const found = changePasswordErrors(fields);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const outcome = await changePassword(fields.oldPassword, fields.newPassword);
    setSaving(false);
    if (outcome.ok) return close();
    if (outcome.kind !== 'failure') return;
    // By the refusal's code: its text is in the language on screen (ADR 0085).
    if (isRefusal(outcome, M.oldMismatch)) setErrors({ oldPassword: outcome.message });
    else if (outcome.errors?.length) setFailure(outcome.errors[0].message);
    else setErrors({ newPassword: staffWords(outcome.message) });
  };

  return (
    <Stack gap="sm">
      <PasswordInput
        label={t('staff:password.old')}
        autoComplete="current-password"
        value={fields.oldPassword}
        onChange={set('oldPassword')}
        error={errors.oldPassword}
      />
      <PasswordInput
        label={t('staff:password.new')}
        autoComplete="new-password"
        value={fields.newPassword}
        onChange={set('newPassword')}
        error={errors.newPassword}
        description={t('staff:password.hint')}
      />
      <PasswordInput
        label={t('staff:password.confirm')}
        autoComplete="new-password"
        value={fields.confirmPassword}
        onChange={set('confirmPassword')}
        error={errors.confirmPassword}
      />
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          {t('staff:cancel')}
        </Button>
        <WriteButton loading={saving} onClick={() => void submit()}>
          {t('staff:password.title')}
        </WriteButton>
      </Group>
    </Stack>
  );
}
