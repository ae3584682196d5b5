import { Group, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Cart } from '../../../../contract/cart';
import { endpoints } from '../../../../contract/endpoint-table';
import { Feature } from '../../../../contract/features';
import { WriteButton } from '../../../components/write-button';
import { api } from '../../../lib/api/client';
import { formatMoney } from '../../../lib/money';
import { AppliedBanner } from '../../../domain/checkout/applied-banner';
import { cartKeyOf, useCouponStore } from './coupon-store';
import { useTranslation } from 'react-i18next';

/**
 * The checkout's coupon field: the server checks the code against this cart (activity, dates,
 * days, times, expiry, usage) and says the discount; the booking takes the use. A changed
 * cart drops the applied coupon so the discount shown is never stale.
 */
export function CouponControl({ cart, symbol }: { cart: Cart; symbol: string }) {
  const { t } = useTranslation('checkout');
  const { applied, set, clear } = useCouponStore();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const key = cartKeyOf(cart);

  useEffect(() => {
    if (applied && applied.cartKey !== key) clear();
  }, [applied, key, clear]);
  useEffect(() => clear, [clear]);

  if (applied) {
    const toPay = Math.max(0, cart.slotsNetPrice - applied.discount);
    return (
      <AppliedBanner
        text={t('checkout:coupon.applied', {
          code: applied.code,
          discount: formatMoney(applied.discount, symbol),
          toPay: formatMoney(toPay, symbol),
        })}
        busy={false}
        onRemove={clear}
      />
    );
  }
  const apply = async () => {
    const typed = code.trim();
    if (!/^[A-Z0-9]{6,20}$/.test(typed)) {
      setError(t('checkout:coupon.invalidCode'));
      return;
    }
    setBusy(true);
    const outcome = await api.call(endpoints.coupons.check, { coupon: typed }, { present: { failure: 'none' } });
    setBusy(false);
    if (outcome.ok) {
      set({ code: typed, discount: outcome.data.couponDiscount ?? 0, cartKey: key });
      setCode('');
    } else if (outcome.kind === 'failure') setError(outcome.message);
  };
  return (
    <Group align="flex-start" gap="xs">
      <TextInput
        label={t('checkout:coupon.code')}
        value={code}
        onChange={(event) => {
          setCode(event.currentTarget.value.toUpperCase());
          setError(undefined);
        }}
        error={error}
        w={200}
        autoComplete="off"
      />
      <WriteButton feature={Feature.bookingCalendar} variant="light" mt={25} loading={busy} onClick={apply}>
        {t('checkout:coupon.apply')}
      </WriteButton>
    </Group>
  );
}
