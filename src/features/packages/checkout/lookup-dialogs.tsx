import { Button, Group, Modal, Text } from '@mantine/core';
import type { LookupDialog } from './use-member-lookup';

interface Props {
  dialog: LookupDialog;
  onClose: () => void;
  /** Leave Page: go and add the member first. */
  onLeave: () => void;
}

/** 'Member Not Found' and the unknown-number Warning of spec 2 §4. */
export function LookupDialogs({ dialog, onClose, onLeave }: Props) {
  return (
    <>
      <Modal opened={dialog.kind === 'notMember'} onClose={onClose} title="Member Not Found" centered>
        <Text size="sm">
          This number is not a member of the club, or their membership has ended. Only members can subscribe to a package.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={onClose}>OK</Button>
        </Group>
      </Modal>
      <Modal opened={dialog.kind === 'unknown'} onClose={onClose} title="Warning" centered>
        <Text size="sm">
          {dialog.kind === 'unknown' ? `Mobile number ${dialog.phone} doesn't match to any member. Consider adding the member first` : ''}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Stay
          </Button>
          <Button onClick={onLeave}>Leave Page</Button>
        </Group>
      </Modal>
    </>
  );
}
