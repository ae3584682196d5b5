import { Alert, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ClubExtra } from '../../../../contract/cart';
import { Feature } from '../../../../contract/features';
import { WriteButton } from '../../../components/write-button';
import { AmountInput as MoneyField } from '../../../components/typed-input/amount-input';
import { CountInput } from '../../../components/typed-input/count-input';
import { isRefused } from '../../../components/typed-input/typed-text-input';
import { LIMITS } from '../../../../contract/limits';
import { cartApi } from '../../../lib/cart/cart-api';
import { formatMoney } from '../../../lib/money';
import { fetchAddons } from '../api/checkout-api';
import { customAddonError, listedAddonError } from '../rules/addon-rules';
import { afterAmountChange, afterModeChoice, amountValue, initialPaymentMode, type AmountInput } from '../../../lib/payment-mode';
import { AddonPaymentFields } from './addon-payment-fields';
import { useTranslation } from 'react-i18next';

interface AddonsDialogProps {
  opened: boolean;
  activityId: number | null;
  symbol: string;
  onClose: () => void;
}

/** The 'Accessories' dialog: club and activity add-ons, or a custom one (spec 1 §2, §5). */
export function AddonsDialog({ opened, activityId, symbol, onClose }: AddonsDialogProps) {
  const { t } = useTranslation('checkout');
  return (
    <Modal opened={opened} onClose={onClose} title={t('checkout:addons.title')} size="md">
      {opened && <AddonForm activityId={activityId} symbol={symbol} onDone={onClose} />}
    </Modal>
  );
}

function AddonForm({ activityId, symbol, onDone }: { activityId: number | null; symbol: string; onDone: () => void }) {
  const { t } = useTranslation('checkout');
  const [addons, setAddons] = useState<ClubExtra[] | null>(null);
  const [kind, setKind] = useState<'listed' | 'custom'>('listed');
  const [extraId, setExtraId] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [price, setPrice] = useState<AmountInput>('');
  const [quantity, setQuantity] = useState<AmountInput>(1);
  const [discount, setDiscount] = useState<AmountInput>('');
  const [advance, setAdvance] = useState<AmountInput>('');
  const [payment, setPayment] = useState(initialPaymentMode);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void fetchAddons(activityId, controller.signal).then((list) => !controller.signal.aborted && setAddons(list));
    return () => controller.abort();
  }, [activityId]);

  const chosen = addons?.find((addon) => addon.extraId === extraId) ?? null;
  const onAdvance = (value: AmountInput) => {
    setAdvance(value);
    setPayment((current) => afterAmountChange(current, value));
  };

  const add = async () => {
    // A refused field shows its own message under it and nothing is sent (issue 24).
    if ([price, quantity, discount, advance].some(isRefused)) return;
    const pay = { discount, advance };
    const problem =
      kind === 'listed'
        ? listedAddonError({ extraId, unitPrice: chosen?.price ?? 0, quantity, ...pay })
        : customAddonError({ name, price, quantity, ...pay });
    setError(problem);
    if (problem) return;
    setBusy(true);
    const outcome = await cartApi.addExtra({
      ...(kind === 'listed' ? { extraId } : { name: name.trim(), price: amountValue(price) }),
      quantity: amountValue(quantity),
      discount: amountValue(discount) ?? 0,
      advance: amountValue(advance) ?? 0,
      mode: payment.mode,
    });
    setBusy(false);
    if (outcome.ok) onDone();
  };

  const total =
    kind === 'listed' ? (chosen?.price ?? 0) * (amountValue(quantity) ?? 0) : (amountValue(price) ?? 0) * (amountValue(quantity) ?? 0);
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={kind}
        onChange={(value) => {
          setKind(value as 'listed' | 'custom');
          setError(undefined);
        }}
        data={[
          { value: 'listed', label: t('checkout:addons.fromList') },
          { value: 'custom', label: t('checkout:addons.custom') },
        ]}
      />
      {kind === 'listed' ? (
        <Select
          label={t('checkout:addons.addon')}
          placeholder={
            addons === null ? t('checkout:addons.loading') : addons.length ? t('checkout:addons.choose') : t('checkout:addons.none')
          }
          data={(addons ?? []).map((addon) => ({
            value: String(addon.extraId),
            label: t(addon.isRent ? 'checkout:addons.optionRent' : 'checkout:addons.option', {
              name: addon.name,
              price: formatMoney(addon.price, symbol),
            }),
          }))}
          value={extraId === null ? null : String(extraId)}
          onChange={(value) => setExtraId(value ? Number(value) : null)}
          searchable
        />
      ) : (
        <>
          <TextInput label={t('checkout:addons.name')} value={name} onChange={(event) => setName(event.currentTarget.value)} />
          <MoneyField
            label={t('checkout:addons.price')}
            value={price}
            onChange={setPrice}
            leftSection={symbol}
            leftSectionWidth={symbol.length > 1 ? 44 : 28}
          />
        </>
      )}
      <CountInput label={t('checkout:addons.quantity')} value={quantity} onChange={setQuantity} min={1} max={LIMITS.quantity} />
      <AddonPaymentFields
        discount={discount}
        advance={advance}
        payment={payment}
        onDiscount={setDiscount}
        onAdvance={onAdvance}
        onMode={(mode) => setPayment((current) => afterModeChoice(current, mode, advance))}
      />
      <Text size="sm">{t('checkout:addons.total', { amount: formatMoney(total, symbol) })}</Text>
      {error && (
        <Alert color="red" variant="light" p="xs">
          {error}
        </Alert>
      )}
      <WriteButton feature={Feature.bookingCalendar} loading={busy} onClick={add}>
        {t('checkout:addons.add')}
      </WriteButton>
    </Stack>
  );
}
