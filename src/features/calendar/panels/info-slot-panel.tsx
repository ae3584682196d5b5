import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Feature } from '../../../../contract/features';
import type { Slot } from '../../../../contract/availability';
import { WriteButton } from '../../../components/write-button';
import { i18n } from '../../../lib/i18n/i18n';
import { SlotHeading } from './slot-heading';
import { UnblockSlotButton } from './unblock-slot-button';

/** What a slot that cannot be booked says, in the language on screen. */
export const SlotPanelTexts = {
  get blocked() {
    return i18n.t('calendar:panel.blocked');
  },
  get inProgress() {
    return i18n.t('calendar:panel.inProgress');
  },
  get carted() {
    return i18n.t('calendar:panel.carted');
  },
  get booked() {
    return i18n.t('calendar:panel.booked');
  },
  get changed() {
    return i18n.t('calendar:panel.changed');
  },
  offered: (name: string) => i18n.t('calendar:panel.offered', { name }),
};

interface InfoSlotPanelProps {
  slot: Slot;
  busy?: boolean;
  onRemoveFromCart?: () => void;
  onOpenCart?: () => void;
  /** A slot booked while its panel was open: show that booking. */
  onOpenBooking?: () => void;
  /** Shown under the panel's own actions: the slot's waitlist (ADR 0080). */
  children?: ReactNode;
}

function panelText({ status, offeredTo }: Slot): string {
  if (status === 'Booking in Progress' && offeredTo) return SlotPanelTexts.offered(offeredTo);
  switch (status) {
    case 'Blocked':
      return SlotPanelTexts.blocked;
    case 'Carted':
      return SlotPanelTexts.carted;
    case 'Booked':
      return SlotPanelTexts.booked;
    case 'Booking in Progress':
      return SlotPanelTexts.inProgress;
    default:
      return SlotPanelTexts.changed;
  }
}

/**
 * Blocked, Booking in Progress and Carted slots: what the cell means and what can be done. The
 * panel follows live changes: a slot booked by another desk while open says so (not "in a cart").
 */
export function InfoSlotPanel({ slot, busy, onRemoveFromCart, onOpenCart, onOpenBooking, children }: InfoSlotPanelProps) {
  const { t } = useTranslation('calendar');
  const text = panelText(slot);
  return (
    <Stack gap="xs">
      <SlotHeading slot={slot} />
      <Text size="sm">{text}</Text>
      {slot.status === 'Blocked' && slot.blockRemark && (
        <Text size="sm" data-testid="block-remark">
          {t('calendar:panel.remark', { remark: slot.blockRemark })}
        </Text>
      )}
      {slot.status === 'Booked' && onOpenBooking && (
        <Button size="xs" variant="light" onClick={onOpenBooking}>
          {t('calendar:panel.viewBooking')}
        </Button>
      )}
      {slot.status === 'Blocked' && <UnblockSlotButton slot={slot} />}
      {slot.status === 'Carted' && (
        <>
          {onOpenCart && (
            <Button size="xs" variant="light" onClick={onOpenCart}>
              {t('calendar:panel.viewCart')}
            </Button>
          )}
          {onRemoveFromCart && (
            <WriteButton feature={Feature.bookingCalendar} size="xs" color="red" variant="subtle" loading={busy} onClick={onRemoveFromCart}>
              {t('calendar:panel.removeFromCart')}
            </WriteButton>
          )}
        </>
      )}
      {children}
    </Stack>
  );
}
