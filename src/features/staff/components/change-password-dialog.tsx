import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { StaffMessages as M } from '../../../../contract/staff';
import { WriteButton } from '../../../components/write-button';
import { changePassword } from '../api/staff-api';
import { changePasswordErrors, type FieldErrors, type PasswordFields } from '../rules/staff-rules';

const EMPTY: PasswordFields = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change Password (spec 3 §2, §5). The server's 'Old password does not match' shows under the
 * old-password field; its other refusals (length, username) under the new one.
 */
export function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
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
    if (outcome.message === M.oldMismatch) setErrors({ oldPassword: M.oldMismatch });
    else if (outcome.errors?.length) setFailure(outcome.errors[0].message);
    else setErrors({ newPassword: outcome.message });
  };

  return (
    <Modal opened={opened} onClose={close} title="Change Password" centered>
      <Stack gap="sm">
        <PasswordInput
          label="Old Password"
          autoComplete="current-password"
          value={fields.oldPassword}
          onChange={set('oldPassword')}
          error={errors.oldPassword}
        />
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          value={fields.newPassword}
          onChange={set('newPassword')}
          error={errors.newPassword}
          description="At least 8 characters, not your username"
        />
        <PasswordInput
          label="Confirm Password"
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
            Cancel
          </Button>
          <WriteButton loading={saving} onClick={() => void submit()}>
            Change Password
          </WriteButton>
        </Group>
      </Stack>
    </Modal>
  );
}
