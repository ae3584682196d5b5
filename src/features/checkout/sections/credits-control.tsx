import { Group, NumberInput, PasswordInput } from '@mantine/core';
import { useState } from 'react';
import type { Cart } from '../../../../contract/cart';
import { Feature } from '../../../../contract/features';
import { WriteButton } from '../../../components/write-button';
import { formatMoney } from '../../../lib/money';
import { creditsError } from '../rules/price-rules';
import type { AmountInput } from '../../../lib/payment-mode';
import { AppliedBanner } from './applied-banner';

interface CreditsControlProps {
  cart: Cart;
  symbol: string;
  availableCredits: number;
  onRedeem: (credits: number, pin: string) => Promise<boolean>;
  onReset: () => Promise<void>;
}

/** Member credits: redeem with the member PIN, or remove (spec 1 §4–§5). */
export function CreditsControl({ cart, symbol, availableCredits, onRedeem, onReset }: CreditsControlProps) {
  const [credits, setCredits] = useState<AmountInput>('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  if (cart.credits > 0) {
    const remove = async () => {
      setBusy(true);
      await onReset();
      setBusy(false);
    };
    return <AppliedBanner text={`Credits of ${formatMoney(cart.credits, symbol)} redeemed`} busy={busy} onRemove={remove} />;
  }
  const redeem = async () => {
    const problem = creditsError({ credits, pin, isMember: true, availableCredits }, cart);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const ok = await onRedeem(Number(credits), pin);
    setBusy(false);
    if (ok) {
      setCredits('');
      setPin('');
    }
  };
  return (
    <Group align="flex-start" gap="xs">
      <NumberInput
        label="Redeem credits"
        description={`Available: ${formatMoney(availableCredits, symbol)}`}
        value={credits}
        onChange={(value) => {
          setCredits(value);
          setError(undefined);
        }}
        min={0}
        decimalScale={2}
        error={error}
        w={180}
      />
      <PasswordInput label="Member PIN" description="Asked of the member" value={pin} onChange={(event) => setPin(event.currentTarget.value)} w={150} autoComplete="off" />
      <WriteButton feature={Feature.bookingCalendar} variant="light" mt={44} loading={busy} onClick={redeem}>
        Redeem
      </WriteButton>
    </Group>
  );
}
