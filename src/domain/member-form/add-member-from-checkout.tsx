import { Alert, Group, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { Feature } from '../../../contract/features';
import { WriteButton } from '../../components/write-button';
import { MemberFormDialog } from './member-form-dialog';
import { useTranslation } from 'react-i18next';

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
export function AddMemberFromCheckout(props: Props) {
  const [open, setOpen] = useState(false);
  if (!props.show && !open) return null;
  // The prompt's words load when it is first needed, in its own Suspense: checkout does not wait for them.
  return (
    <Suspense fallback={null}>
      <AddMemberPrompt {...props} open={open} setOpen={setOpen} />
    </Suspense>
  );
}

function AddMemberPrompt({
  callingCode,
  mobile,
  name,
  email,
  onRegistered,
  open,
  setOpen,
}: Props & { open: boolean; setOpen: (open: boolean) => void }) {
  const { t } = useTranslation('member-form');
  return (
    <>
      <Alert variant="light" color="grape" p="xs">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('member-form:notAMember')}</Text>
          <WriteButton size="xs" variant="light" feature={Feature.members} onClick={() => setOpen(true)}>
            {t('member-form:addAsMember')}
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
