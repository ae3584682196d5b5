import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  opened: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  color?: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A yes/no question before something that cannot be taken back (Dismiss, Cancel Membership). */
export function ConfirmDialog({ opened, title, text, confirmLabel, busy, color, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('packages');
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text size="sm">{text}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          {t('packages:confirm.no')}
        </Button>
        <Button color={color ?? 'red'} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
