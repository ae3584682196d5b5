import { ActionIcon, Divider, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { Cart, CartSlot } from '../../../../contract/cart';
import { Feature } from '../../../../contract/features';
import { CartSlotLabel } from '../../../components/cart-slot-label';
import { WriteButton } from '../../../components/write-button';
import { useWriteGuard } from '../../../components/write-guard';
import { formatMoney, useCurrencySymbol } from '../../../lib/money';
import { shortTime } from '../../../lib/time/club-date';

export const EMPTY_CART_TEXT = 'Your cart is empty. Pick a free slot on the calendar.';

interface CartPanelProps {
  cart: Cart | null;
  onRemove: (cartedSlotId: number) => Promise<unknown>;
  onClearAll: () => Promise<unknown>;
  onProceed: () => void;
}

function holdText(slot: CartSlot): string {
  const until = new Date(slot.holdExpiresAt);
  return Number.isNaN(until.getTime()) ? '' : `Held until ${until.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`;
}

/** Booking Summary: carted slots with remove, total, Clear All, Proceed (spec 1 §2). */
export function CartPanel({ cart, onRemove, onClearAll, onProceed }: CartPanelProps) {
  const symbol = useCurrencySymbol();
  const guard = useWriteGuard(Feature.bookingCalendar);
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  const run = async (key: number | 'all', action: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };
  if (!cart || cart.slots.length === 0) return <Text c="dimmed">{EMPTY_CART_TEXT}</Text>;
  return (
    <Stack gap="sm">
      {cart.slots.map((slot) => (
        <Paper key={slot.cartedSlotId} withBorder p="xs" radius="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <CartSlotLabel slot={slot} />
              <Text size="xs" c="dimmed">
                {holdText(slot)}
              </Text>
            </div>
            <Group gap={6} wrap="nowrap">
              <Text size="sm">{formatMoney(slot.price, symbol)}</Text>
              <Tooltip label={guard.reason ?? 'Remove'}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${slot.courtName} ${shortTime(slot.slotTime)}`}
                  disabled={guard.disabled}
                  loading={busy === slot.cartedSlotId}
                  onClick={() => run(slot.cartedSlotId, () => onRemove(slot.cartedSlotId))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
        </Paper>
      ))}
      <Divider />
      {cart.volumeDiscount > 0 && (
        <Group justify="space-between">
          <Text size="sm">Volume discount</Text>
          <Text size="sm">− {formatMoney(cart.volumeDiscount, symbol)}</Text>
        </Group>
      )}
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700}>{formatMoney(cart.cartPrice, symbol)}</Text>
      </Group>
      <Group grow>
        <WriteButton feature={Feature.bookingCalendar} variant="default" loading={busy === 'all'} onClick={() => run('all', onClearAll)}>
          Clear All
        </WriteButton>
        <WriteButton feature={Feature.bookingCalendar} onClick={onProceed}>
          Proceed
        </WriteButton>
      </Group>
    </Stack>
  );
}
