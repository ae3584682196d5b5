import { ActionIcon, Divider, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { Cart } from '../../../../contract/cart';
import { Feature } from '../../../../contract/features';
import { CartSlotLabel } from '../../../domain/cart-slot-label';
import { ExpiredHolds } from '../../../domain/expired-holds';
import { HoldNote } from '../../../domain/hold-note';
import { WriteButton } from '../../../components/write-button';
import { WriteReason } from '../../../components/write-reason';
import { useWriteGuard } from '../../../components/write-guard';
import { useExpiredSlots } from '../../../lib/cart/holds';
import { i18n } from '../../../lib/i18n/i18n';
import { formatMoney, useCurrencySymbol } from '../../../lib/money';
import { shortTime } from '../../../lib/time/club-date';

/** The empty cart's words, in the language on screen. */
export const emptyCartText = () => i18n.t('calendar:cart.empty');

interface CartPanelProps {
  cart: Cart | null;
  onRemove: (cartedSlotId: number) => Promise<unknown>;
  onClearAll: () => Promise<unknown>;
  onProceed: () => void;
}

/** Booking Summary: carted slots with remove, total, Clear All, Proceed (spec 1 §2). */
export function CartPanel({ cart, onRemove, onClearAll, onProceed }: CartPanelProps) {
  const { t } = useTranslation('calendar');
  const symbol = useCurrencySymbol();
  const guard = useWriteGuard(Feature.bookingCalendar);
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  const expiredIds = new Set(useExpiredSlots().map((slot) => slot.cartedSlotId));
  const run = async (key: number | 'all', action: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };
  if (!cart || cart.slots.length === 0) return <Text c="dimmed">{t('calendar:cart.empty')}</Text>;
  const expired = cart.slots.filter((slot) => expiredIds.has(slot.cartedSlotId));
  return (
    <Stack gap="sm">
      <ExpiredHolds expired={expired} />
      {cart.slots.map((slot) => (
        <Paper key={slot.cartedSlotId} withBorder p="xs" radius="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <CartSlotLabel slot={slot} />
              <HoldNote slot={slot} expired={expiredIds.has(slot.cartedSlotId)} />
            </div>
            <Group gap={6} wrap="nowrap">
              {/* Gross per line; a volume discount is taken off once, below, so the lines add up. */}
              <Text size="sm" data-testid="cart-line-price">
                {formatMoney(slot.grossPrice, symbol)}
              </Text>
              <Tooltip label={guard.reason ?? t('calendar:cart.remove')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('calendar:cart.removeOf', { court: slot.courtName, time: shortTime(slot.slotTime) })}
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
          <Text size="sm">{t('calendar:cart.volumeDiscount')}</Text>
          <Text size="sm">− {formatMoney(cart.volumeDiscount, symbol)}</Text>
        </Group>
      )}
      <Group justify="space-between">
        <Text fw={700}>{t('calendar:cart.total')}</Text>
        <Text fw={700}>{formatMoney(cart.cartPrice, symbol)}</Text>
      </Group>
      <Group grow>
        <WriteButton feature={Feature.bookingCalendar} variant="default" loading={busy === 'all'} onClick={() => run('all', onClearAll)}>
          {t('calendar:cart.clearAll')}
        </WriteButton>
        {/* Nothing goes to checkout while a hold has run out: hold again or remove first. */}
        <WriteButton feature={Feature.bookingCalendar} disabled={expired.length > 0} onClick={onProceed}>
          {t('calendar:cart.proceed')}
        </WriteButton>
      </Group>
      <WriteReason feature={Feature.bookingCalendar} />
    </Stack>
  );
}
