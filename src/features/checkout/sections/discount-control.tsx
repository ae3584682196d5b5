import { Group, NumberInput } from '@mantine/core';
import { useState } from 'react';
import type { Cart } from '../../../../contract/cart';
import { Feature } from '../../../../contract/features';
import { WriteButton } from '../../../components/write-button';
import { formatMoney } from '../../../lib/money';
import { discountError } from '../rules/price-rules';
import type { AmountInput } from '../../../lib/payment-mode';
import { AppliedBanner } from './applied-banner';

interface DiscountControlProps {
  cart: Cart;
  symbol: string;
  onApply: (amount: number) => Promise<boolean>;
  onReset: () => Promise<void>;
}

/** Club discount: apply (above 0, within the net price) or remove (spec 1 §4–§5). */
export function DiscountControl({ cart, symbol, onApply, onReset }: DiscountControlProps) {
  const [amount, setAmount] = useState<AmountInput>('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  if (cart.clubDiscount > 0) {
    const remove = async () => {
      setBusy(true);
      await onReset();
      setBusy(false);
    };
    return <AppliedBanner text={`Discount of ${formatMoney(cart.clubDiscount, symbol)} applied`} busy={busy} onRemove={remove} />;
  }
  const apply = async () => {
    const problem = discountError(amount, cart, symbol);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const ok = await onApply(Number(amount));
    setBusy(false);
    if (ok) setAmount('');
  };
  return (
    <Group align="flex-start" gap="xs">
      <NumberInput
        label="Discount"
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setError(undefined);
        }}
        min={0}
        decimalScale={2}
        leftSection={symbol}
        leftSectionWidth={symbol.length > 1 ? 44 : 28}
        error={error}
        w={200}
      />
      <WriteButton feature={Feature.bookingCalendar} variant="light" mt={25} loading={busy} onClick={apply}>
        Apply
      </WriteButton>
    </Group>
  );
}
