import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { Feature } from '../../../contract/features';
import { AdvanceField } from '../../domain/checkout/advance-field';
import { CreditsControl } from '../../domain/checkout/credits-control';
import { DiscountControl } from '../../domain/checkout/discount-control';
import type { CheckoutForm } from '../../domain/checkout/use-checkout-form';
import { formatMoney } from '../../lib/money';
import { amountValue } from '../../lib/payment-mode';
import { patternCreditsError, patternDiscountError, type BulkAdjustments, type BulkCheckoutErrors } from './checkout-rules';
import { useTranslation } from 'react-i18next';

interface Props {
  form: CheckoutForm;
  gross: number;
  symbol: string;
  errors: BulkCheckoutErrors;
  applied: BulkAdjustments;
  /** The member's credits to spend today, offered only on a member's pattern (null: not offered). */
  memberCredits: number | null;
  onDiscount: (amount: number) => Promise<boolean>;
  onResetDiscount: () => Promise<void>;
  onCredits: (credits: number, pin: string) => Promise<boolean>;
  onResetCredits: () => Promise<void>;
}

/**
 * Payment Details of the bulk checkout with the booking checkout's own parts (ADR 0031, 0037,
 * 0051): Discount, member credits with the PIN (a member's pattern; the PIN is checked when the
 * booking is confirmed), the advance and mode, Send Payment Link, and the balance. No coupon
 * (a pattern has no cart) and no confirmation SMS/email (spec 1 §2).
 */
export function BulkPaymentSection({ form, gross, symbol, errors, applied, memberCredits, ...on }: Props) {
  const { t } = useTranslation('bulk');
  const money = (n: number) => formatMoney(n, symbol);
  const advance = amountValue(form.values.advance) ?? 0;
  const net = Math.max(0, gross - applied.discount - applied.credits);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text>{t('bulk:payment.slotsPrice')}</Text>
        <Text fw={600} data-testid="bulk-gross">
          {money(gross)}
        </Text>
      </Group>
      <DiscountControl
        feature={Feature.bulkBooking}
        applied={applied.discount}
        symbol={symbol}
        check={(amount) => patternDiscountError(amount, gross, applied, symbol)}
        onApply={on.onDiscount}
        onReset={on.onResetDiscount}
      />
      {memberCredits !== null && (
        <div data-testid="bulk-credits">
          <CreditsControl
            feature={Feature.bulkBooking}
            applied={applied.credits}
            symbol={symbol}
            availableCredits={memberCredits}
            check={(input) => patternCreditsError(input, gross, applied, memberCredits)}
            onRedeem={on.onCredits}
            onReset={on.onResetCredits}
            appliedText={(amount) => t('bulk:payment.creditsApplied', { amount })}
          />
        </div>
      )}
      {net > 0 && <AdvanceField form={form} symbol={symbol} error={errors.advance} />}
      <Checkbox
        label={t('bulk:payment.sendPaymentLink')}
        checked={form.values.sendPaymentLink}
        onChange={(event) => form.setSendPaymentLink(event.currentTarget.checked)}
      />
      <Group justify="space-between">
        <Text>{t('bulk:payment.net')}</Text>
        <Text fw={600} data-testid="bulk-net">
          {money(net)}
        </Text>
      </Group>
      <Group justify="space-between">
        <Text>{t('bulk:payment.balance')}</Text>
        <Text fw={600} data-testid="bulk-balance">
          {money(Math.max(0, net - advance))}
        </Text>
      </Group>
    </Stack>
  );
}
