import { Group, NumberInput, PasswordInput, Stack, Text } from '@mantine/core';
import { AdvanceField } from '../../components/checkout/advance-field';
import type { CheckoutForm } from '../../components/checkout/use-checkout-form';
import { formatMoney } from '../../lib/money';
import { amountValue, type AmountInput } from '../../lib/payment-mode';
import { creditsAmount, type BulkCheckoutErrors, type BulkCredits } from './checkout-rules';

interface Props {
  form: CheckoutForm;
  gross: number;
  symbol: string;
  errors: BulkCheckoutErrors;
  /** The member's credits, offered only on a member's pattern (null: not offered). */
  credits: BulkCredits | null;
  onCredits: (patch: { amount?: AmountInput; pin?: string }) => void;
}

/**
 * Payment Details of the bulk checkout: the pattern's price, member credits with the PIN (only
 * for a member with credits, ADR 0037), the shared advance and mode control, and the balance.
 * No discount or coupon (a pattern has no cart) and no confirmation SMS/email (spec 1 §2).
 */
export function BulkPaymentSection({ form, gross, symbol, errors, credits, onCredits }: Props) {
  const money = (n: number) => formatMoney(n, symbol);
  const used = credits ? creditsAmount(credits) : 0;
  const advance = amountValue(form.values.advance) ?? 0;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text>Slots price</Text>
        <Text fw={600}>{money(gross)}</Text>
      </Group>
      {credits && (
        <Group align="flex-start" gap="xs" data-testid="bulk-credits">
          <NumberInput
            label="Pay with credits"
            description={`Available: ${money(credits.available)}`}
            value={credits.amount}
            onChange={(amount) => onCredits({ amount })}
            min={0}
            decimalScale={2}
            error={errors.credits}
            w={200}
          />
          <PasswordInput label="Member PIN" description="Asked of the member" value={credits.pin}
            onChange={(event) => onCredits({ pin: event.currentTarget.value })} w={160} autoComplete="off" />
        </Group>
      )}
      <AdvanceField form={form} symbol={symbol} error={errors.advance} />
      <Group justify="space-between">
        <Text>Balance</Text>
        <Text fw={600} data-testid="bulk-balance">{money(Math.max(0, gross - used - advance))}</Text>
      </Group>
    </Stack>
  );
}
