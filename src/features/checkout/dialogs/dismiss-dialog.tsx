import { Button, Group, Modal, Text } from '@mantine/core';
import { Feature } from '../../../../contract/features';
import { WriteButton } from '../../../components/write-button';
import { CheckoutMessages } from '../../../domain/checkout/checkout-messages';
import { useTranslation } from 'react-i18next';

interface DismissDialogProps {
  opened: boolean;
  busy: boolean;
  onCancel: () => void;
  onClearCart: () => void;
}

/** Dismiss asks first: confirming clears the cart and the form (spec 1 §2, §4). */
export function DismissDialog({ opened, busy, onCancel, onClearCart }: DismissDialogProps) {
  const { t } = useTranslation('checkout');
  return (
    <Modal opened={opened} onClose={onCancel} title={t('checkout:dismissDialog.title')} centered>
      <Text size="sm">{CheckoutMessages.clearCartQuestion}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          {t('checkout:dismissDialog.cancel')}
        </Button>
        <WriteButton feature={Feature.bookingCalendar} color="red" loading={busy} onClick={onClearCart}>
          {t('checkout:dismissDialog.clearCart')}
        </WriteButton>
      </Group>
    </Modal>
  );
}
