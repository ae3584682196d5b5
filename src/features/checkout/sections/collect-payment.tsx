import { Group, Input, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { PAYMENT_MODE_NAMES, PaymentMode, type PaymentModeCode } from '../../../../contract/codes';
import type { Cart } from '../../../../contract/cart';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { CheckoutMessages } from '../rules/checkout-messages';
import { advanceError } from '../rules/price-rules';
import { useCouponDiscount } from '../coupon/coupon-store';

const MODES: PaymentModeCode[] = [PaymentMode.noPay, PaymentMode.cash, PaymentMode.card, PaymentMode.other];

/** The advance's message: a chosen mode without amount, then the amount rules (spec 1 §4–§5). */
export function advanceMessage(form: CheckoutForm, cart: Cart, coupon = 0): string | undefined {
  if (form.payment.amountInvalid) return CheckoutMessages.modeNeedsAdvance;
  return form.errors.advance ?? advanceError(form.values.advance, cart, coupon);
}

/** Collect Payment: advance and payment mode; shown only while the slots net price is above 0. */
export function CollectPayment({ form, cart, symbol }: { form: CheckoutForm; cart: Cart; symbol: string }) {
  const coupon = useCouponDiscount(cart);
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        Collect Payment
      </Text>
      <Group align="flex-start" gap="sm">
        <NumberInput
          label="Advance"
          value={form.values.advance}
          onChange={form.setAdvance}
          decimalScale={2}
          leftSection={symbol}
          leftSectionWidth={symbol.length > 1 ? 44 : 28}
          error={advanceMessage(form, cart, coupon)}
          w={200}
        />
        <Stack gap={4}>
          <Input.Label>Payment mode</Input.Label>
          <SegmentedControl
            aria-label="Payment mode"
            value={String(form.payment.mode)}
            onChange={(value) => form.chooseMode(Number(value) as PaymentModeCode)}
            data={MODES.map((mode) => ({
              value: String(mode),
              label: PAYMENT_MODE_NAMES[mode],
              disabled: mode === PaymentMode.noPay && form.payment.noPayDisabled,
            }))}
          />
        </Stack>
      </Group>
    </Stack>
  );
}
