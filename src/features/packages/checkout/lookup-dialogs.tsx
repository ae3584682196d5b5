import { Button, Group, Modal, Text } from '@mantine/core';
import type { LookupDialog } from './use-member-lookup';
import { useTranslation } from 'react-i18next';

interface Props {
  dialog: LookupDialog;
  onClose: () => void;
  /** Leave Page: go and add the member first. */
  onLeave: () => void;
}

/** 'Member Not Found' and the unknown-number Warning of spec 2 §4. */
export function LookupDialogs({ dialog, onClose, onLeave }: Props) {
  const { t } = useTranslation('packages');
  return (
    <>
      <Modal opened={dialog.kind === 'notMember'} onClose={onClose} title={t('packages:lookup.notFoundTitle')} centered>
        <Text size="sm">{t('packages:lookup.notFoundText')}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={onClose}>{t('packages:lookup.ok')}</Button>
        </Group>
      </Modal>
      <Modal opened={dialog.kind === 'unknown'} onClose={onClose} title={t('packages:lookup.warning')} centered>
        <Text size="sm">{dialog.kind === 'unknown' ? t('packages:lookup.unknown', { phone: dialog.phone }) : ''}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('packages:lookup.stay')}
          </Button>
          <Button onClick={onLeave}>{t('packages:lookup.leave')}</Button>
        </Group>
      </Modal>
    </>
  );
}
