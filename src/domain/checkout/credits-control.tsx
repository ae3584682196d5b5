import { Group, PasswordInput } from '@mantine/core';
import { useState } from 'react';
import { Feature } from '../../../contract/features';
import { WriteButton } from '../../components/write-button';
import { formatMoney } from '../../lib/money';
import type { AmountInput } from '../../lib/payment-mode';
import { AmountInput as AmountField } from '../../components/typed-input/amount-input';
import { AppliedBanner } from './applied-banner';
import { useTranslation } from 'react-i18next';

interface CreditsControlProps {
  /** The credits redeemed now (0: none, the fields are shown). */
  applied: number;
  symbol: string;
  availableCredits: number;
  /** The checkout's credits rule, judged before asking the server. */
  check: (input: { credits: AmountInput; pin: string }) => string | undefined;
  onRedeem: (credits: number, pin: string) => Promise<boolean>;
  onReset: () => Promise<void>;
  /** The banner's text once redeemed (default 'Credits of … redeemed'). */
  appliedText?: (money: string) => string;
  feature?: number;
}

/** Member credits of both checkouts: redeem with the member PIN, or remove (spec 1 §4–§5). */
export function CreditsControl({
  applied,
  symbol,
  availableCredits,
  check,
  onRedeem,
  onReset,
  appliedText,
  feature = Feature.bookingCalendar,
}: CreditsControlProps) {
  const { t } = useTranslation('payment');
  const [credits, setCredits] = useState<AmountInput>('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  if (applied > 0) {
    const remove = async () => {
      setBusy(true);
      await onReset();
      setBusy(false);
    };
    const money = formatMoney(applied, symbol);
    return (
      <AppliedBanner
        feature={feature}
        text={appliedText ? appliedText(money) : t('payment:credits.applied', { amount: money })}
        busy={busy}
        onRemove={remove}
      />
    );
  }
  const redeem = async () => {
    const problem = check({ credits, pin });
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
      <AmountField
        label={t('payment:credits.label')}
        field={t('payment:credits.field')}
        description={t('payment:credits.available', { amount: formatMoney(availableCredits, symbol) })}
        value={credits}
        onChange={(value) => {
          setCredits(value);
          setError(undefined);
        }}
        error={error}
        w={180}
      />
      <PasswordInput
        label={t('payment:credits.pin')}
        description={t('payment:credits.pinHint')}
        value={pin}
        onChange={(event) => setPin(event.currentTarget.value)}
        w={150}
        autoComplete="off"
      />
      <WriteButton feature={feature} variant="light" mt={44} loading={busy} onClick={redeem}>
        {t('payment:credits.redeem')}
      </WriteButton>
    </Group>
  );
}
