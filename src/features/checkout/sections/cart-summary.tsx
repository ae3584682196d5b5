import { ActionIcon, Button, Divider, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Cart } from '../../../../contract/cart';
import { Feature } from '../../../../contract/features';
import { CartSlotLabel } from '../../../domain/cart-slot-label';
import { HoldNote } from '../../../domain/hold-note';
import { useWriteGuard } from '../../../components/write-guard';
import { formatMoney } from '../../../lib/money';
import type { AmountInput } from '../../../lib/payment-mode';
import { priceLines } from './price-lines';
import { useCouponDiscount } from '../coupon/coupon-store';
import { useTranslation } from 'react-i18next';

interface CartSummaryProps {
  cart: Cart;
  symbol: string;
  advance: AmountInput;
  /** Slots whose hold has run out (ids). */
  expiredIds?: Set<number>;
  /** Why the advance entered is refused, repeated here where it is always in view. */
  advanceProblem?: string;
  onAddons: () => void;
  onRemoveExtra: (cartedExtraId: number) => void;
}

/** What is being booked: slots, add-ons, and the money lines (net and balance of spec 1 §4). */
export function CartSummary({ cart, symbol, advance, expiredIds, advanceProblem, onAddons, onRemoveExtra }: CartSummaryProps) {
  const { t } = useTranslation('checkout');
  const guard = useWriteGuard(Feature.bookingCalendar);
  const money = (amount: number) => formatMoney(amount, symbol);
  const coupon = useCouponDiscount(cart);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={5}>{t('checkout:summary.title')}</Title>
        {cart.slots.map((slot) => (
          <Group key={slot.cartedSlotId} justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <CartSlotLabel slot={slot} />
              <HoldNote slot={slot} expired={expiredIds?.has(slot.cartedSlotId) ?? false} />
            </div>
            {/* Gross per line: the volume discount is taken off once below, so the lines add up. */}
            <div style={{ textAlign: 'right' }}>
              <Text size="sm" data-testid="line-price">
                {money(slot.grossPrice)}
              </Text>
              {slot.memberRate && (
                <Text size="xs" c="teal" data-testid="member-price-note">
                  {t('checkout:summary.memberPrice', { price: money(slot.guestPrice ?? slot.grossPrice) })}
                </Text>
              )}
            </div>
          </Group>
        ))}
        <Divider label={t('checkout:summary.addons')} labelPosition="left" />
        {cart.extras.map((extra) => (
          <Group key={extra.cartedExtraId} justify="space-between" wrap="nowrap">
            <Text size="sm">
              {extra.name} × {extra.quantity}
            </Text>
            <Group gap={4} wrap="nowrap">
              <Text size="sm">{money(extra.price * extra.quantity)}</Text>
              <Tooltip label={guard.reason ?? t('checkout:summary.remove')}>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label={t('checkout:summary.removeExtra', { name: extra.name })}
                  disabled={guard.disabled}
                  onClick={() => onRemoveExtra(extra.cartedExtraId)}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
        ))}
        <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} />} onClick={onAddons} style={{ alignSelf: 'flex-start' }}>
          {t('checkout:summary.accessories')}
        </Button>
        <Divider />
        {priceLines(cart, advance, coupon).map((line) => (
          <Group key={line.label} justify="space-between">
            <Text size="sm" fw={line.strong ? 700 : 400}>
              {line.label}
            </Text>
            <Text size="sm" fw={line.strong ? 700 : 400}>
              {line.minus ? '− ' : ''}
              {money(line.amount)}
            </Text>
          </Group>
        ))}
        {advanceProblem && (
          <Text size="sm" c="red.7" role="alert" data-testid="summary-advance-problem">
            {advanceProblem}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
