import { Divider, Drawer, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { Slot } from '../../../../contract/availability';
import { Feature } from '../../../../contract/features';
import { WriteButton } from '../../../components/write-button';
import { formatMoney, useCurrencySymbol } from '../../../lib/money';
import { i18n } from '../../../lib/i18n/i18n';
import { displayDate, shortTime } from '../../../lib/time/club-date';
import { GroupSlotBookings } from './group-slot-bookings';
import { slotCountOptions } from './slot-count-options';
import { PastSlotNote } from './past-slot-note';
import type { PastSlot } from './past-slot';

interface GroupSlotDrawerProps {
  slot: Slot | null;
  busy: boolean;
  /** Where the slot stands against the clock: beyond the look-back it cannot be booked. */
  past?: PastSlot;
  onClose: () => void;
  onAddToCart: (count: number) => void;
  onBookNow: (count: number) => void;
  onOpenBooking: (bookingId: number) => void;
}

/** Group (type 1) slot: date and time, court, slot count, price, add/book, the bookings in it. */
export function GroupSlotDrawer({ slot, busy, past, onClose, onAddToCart, onBookNow, onOpenBooking }: GroupSlotDrawerProps) {
  const { t } = useTranslation('calendar');
  return (
    <Drawer
      opened={slot !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={<Title order={4}>{t('calendar:group.title')}</Title>}
    >
      {slot && (
        <GroupSlotBody
          key={`${slot.courtId}|${slot.slotTime}`}
          slot={slot}
          busy={busy}
          past={past}
          onAddToCart={onAddToCart}
          onBookNow={onBookNow}
          onOpenBooking={onOpenBooking}
        />
      )}
    </Drawer>
  );
}

function GroupSlotBody({
  slot,
  busy,
  past,
  onAddToCart,
  onBookNow,
  onOpenBooking,
}: Omit<GroupSlotDrawerProps, 'slot' | 'onClose'> & { slot: Slot }) {
  const { t } = useTranslation('calendar');
  const tooOld = past?.tooOld ?? false;
  const symbol = useCurrencySymbol();
  const [count, setCount] = useState('1');
  const options = slotCountOptions(slot.available);
  const chosen = Math.min(Number(count), Math.max(slot.available, 1));
  const bookable = slot.status === 'Book' && slot.available > 0;
  return (
    <Stack gap="sm">
      <div>
        <Text fw={600}>{slot.courtName}</Text>
        <Text size="sm" c="dimmed">
          {displayDate(slot.slotDate)}, {shortTime(slot.slotTime)} – {shortTime(slot.endTime)}
        </Text>
      </div>
      <Text size="sm">{t('calendar:look.placesFree', { available: slot.available, max: slot.maxSlotCount })}</Text>
      {bookable ? (
        <>
          <Select
            label={t('calendar:group.slotCount')}
            data={options}
            value={String(chosen)}
            onChange={(value) => value && setCount(value)}
            allowDeselect={false}
            w={140}
          />
          <Text size="sm">
            {t('calendar:group.price')} <b>{formatMoney(slot.price * chosen, symbol)}</b>
            <Text span size="xs" c="dimmed" ml={6}>
              {t('calendar:group.each', { price: formatMoney(slot.price, symbol) })}
            </Text>
          </Text>
          {past && <PastSlotNote past={past} />}
          <Group grow>
            <WriteButton
              feature={Feature.bookingCalendar}
              variant="light"
              loading={busy}
              disabled={tooOld}
              onClick={() => onAddToCart(chosen)}
            >
              {t('calendar:panel.addToCart')}
            </WriteButton>
            <WriteButton feature={Feature.bookingCalendar} loading={busy} disabled={tooOld} onClick={() => onBookNow(chosen)}>
              {t('calendar:panel.bookNow')}
            </WriteButton>
          </Group>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {notBookable(slot.status)}
        </Text>
      )}
      <Divider label={t('calendar:group.bookings')} labelPosition="left" />
      <GroupSlotBookings slot={slot} onOpenBooking={onOpenBooking} />
    </Stack>
  );
}

/** Why a group slot takes no booking: full, or what it is instead. */
function notBookable(status: Slot['status']): string {
  switch (status) {
    case 'Blocked':
      return i18n.t('calendar:group.isBlocked');
    case 'Locked':
      return i18n.t('calendar:group.isLocked');
    case 'Booking in Progress':
      return i18n.t('calendar:group.isInProgress');
    case 'Carted':
      return i18n.t('calendar:group.isCarted');
    default:
      return i18n.t('calendar:group.full');
  }
}
