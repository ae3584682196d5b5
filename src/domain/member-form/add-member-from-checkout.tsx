import { Alert, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Feature } from '../../../contract/features';
import { WriteButton } from '../../components/write-button';
import { MemberFormDialog } from './member-form-dialog';

interface Props {
  /** The lookup found no member for this number (unregistered or a returning non-member). */
  show: boolean;
  callingCode: string;
  mobile: string;
  name: string;
  email: string;
  /** After registration: look the number up again, so checkout continues as a member. */
  onRegistered: () => void;
}

/**
 * Checkout's "add this customer as a member" (spec 1 §2): the Add New Member dialog prefilled
 * with what was typed at checkout; saving registers the member and checkout carries on.
 */
export function AddMemberFromCheckout({ show, callingCode, mobile, name, email, onRegistered }: Props) {
  const [open, setOpen] = useState(false);
  if (!show && !open) return null;
  return (
    <>
      <Alert variant="light" color="grape" p="xs">
        <Group justify="space-between" gap="xs">
          <Text size="sm">Not a member yet.</Text>
          <WriteButton size="xs" variant="light" feature={Feature.members} onClick={() => setOpen(true)}>
            Add as member
          </WriteButton>
        </Group>
      </Alert>
      <MemberFormDialog
        opened={open}
        mode="add"
        feature={Feature.members}
        initial={{ callingCode, mobile, name, email }}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          onRegistered();
        }}
      />
    </>
  );
}
