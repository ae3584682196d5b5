import { Stack, Text } from '@mantine/core';
import type { Cart } from '../../../../contract/cart';
import type { CheckoutForm } from '../../../domain/checkout/use-checkout-form';
import { CheckoutMessages } from '../../../domain/checkout/checkout-messages';
import { AdvanceField } from '../../../domain/checkout/advance-field';
import { advanceError } from '../rules/price-rules';
import { useCouponDiscount } from '../coupon/coupon-store';
import { UpiPayment } from '../../../domain/checkout/upi-payment';
import type { useUpiCheckout } from '../hooks/use-upi-checkout';
import { useTranslation } from 'react-i18next';

/** The advance's message: a chosen mode without amount, then the amount rules (spec 1 §4–§5). */
export function advanceMessage(form: CheckoutForm, cart: Cart, coupon = 0): string | undefined {
  if (form.payment.amountInvalid) return CheckoutMessages.modeNeedsAdvance;
  return form.errors.advance ?? advanceError(form.values.advance, cart, coupon);
}

/** Collect Payment: advance and payment mode; shown only while the slots net price is above 0. */
export function CollectPayment({
  form,
  cart,
  symbol,
  upi,
}: {
  form: CheckoutForm;
  cart: Cart;
  symbol: string;
  upi: ReturnType<typeof useUpiCheckout>;
}) {
  const { t } = useTranslation('checkout');
  const coupon = useCouponDiscount(cart);
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {t('checkout:collectPayment')}
      </Text>
      <AdvanceField form={form} symbol={symbol} error={advanceMessage(form, cart, coupon)} upi={upi.availability} />
      {upi.panel && <UpiPayment {...upi.panel} />}
    </Stack>
  );
}
