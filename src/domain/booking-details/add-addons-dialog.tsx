import { Group, Select, Text, TextInput } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Feature } from '../../../contract/features';
import { endpoints } from '../../../contract/endpoint-table';
import type { ClubExtra } from '../../../contract/cart';
import { formatMoney, useCurrencySymbol } from '../../lib/money';
import { fetchOfferedAddons } from '../../lib/offered-addons';
import { useOpenCount } from '../../lib/use-open-count';
import { ActionDialog } from './action-dialog';
import { ModePicker } from './mode-picker';
import { bookingWrite } from './booking-api';
import { CUSTOM_ADDON, addAddonErrors, amountOf, lineTotal, parseTyped, type AddAddonValues } from './add-addon-rules';
import { newIdempotencyKey } from '../../../contract/idempotency-key';

interface AddAddonsProps {
  activityId: number;
  /** Where the lines go: a booking (/booking/extra/update) or a pattern booking (/booking/pattern/extra/update). */
  target: { bookingId: number } | { patternBookingId: number };
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}

const EMPTY: AddAddonValues = { choice: null, name: '', price: '', quantity: '1', discount: '', advance: '' };

/** Add Addons: every add-on the booking may carry (as checkout offers) or a custom one, with discount and advance. */
export function AddAddonsDialog(props: AddAddonsProps) {
  // Each opening is a new form: the last add-on, its advance and its key are never sent again.
  const opening = useOpenCount(props.opened);
  // Other screens show this: it waits for Booking Details' words in its own Suspense, so the screen behind never
  // gives way to its loader the first time (ADR 0085).
  return (
    <Suspense fallback={null}>
      <AddAddonsForm key={opening} {...props} />
    </Suspense>
  );
}

function AddAddonsForm({ activityId, target, opened, onClose, onDone }: AddAddonsProps) {
  const { t } = useTranslation('booking-details');
  const symbol = useCurrencySymbol();
  const [extras, setExtras] = useState<ClubExtra[] | 'failed' | null>(null);
  const [v, setV] = useState<AddAddonValues>(EMPTY);
  const [mode, setMode] = useState(1);
  // After the first Add, messages follow the fields as they are corrected.
  const [tried, setTried] = useState(false);
  // One key per opening: a double click or a retry after a lost reply adds the line once.
  const [key] = useState(newIdempotencyKey);
  useEffect(() => {
    if (!opened) return;
    const controller = new AbortController();
    void fetchOfferedAddons(activityId, controller.signal).then((list) => !controller.signal.aborted && setExtras(list ?? 'failed'));
    return () => controller.abort();
  }, [opened, activityId]);

  const listed = Array.isArray(extras) ? extras : [];
  const custom = v.choice === CUSTOM_ADDON;
  const chosen = custom ? null : (listed.find((e) => String(e.extraId) === v.choice) ?? null);
  const { fields, form } = addAddonErrors(v, chosen?.price ?? null);
  const shown = tried ? fields : {};
  const paying = parseTyped(v.advance).kind === 'number' && amountOf(v.advance) > 0;
  const total = lineTotal(v, chosen?.price ?? null);
  const set = (patch: Partial<AddAddonValues>) => setV((current) => ({ ...current, ...patch }));

  const submit = () => {
    setTried(true);
    if (Object.keys(fields).length > 0) return null;
    const pay = { quantity: amountOf(v.quantity), discount: amountOf(v.discount), advance: amountOf(v.advance), mode: paying ? mode : 0 };
    const extra = custom ? { name: v.name.trim(), price: amountOf(v.price), ...pay } : { extraId: Number(v.choice), ...pay };
    return bookingWrite(
      'bookingId' in target ? endpoints.bookings.updateExtras : endpoints.bulk.updateExtras,
      { ...target, extras: [extra] },
      key,
    );
  };

  return (
    <ActionDialog
      title={t('booking-details:addAddons.title')}
      opened={opened}
      onClose={onClose}
      onDone={onDone}
      onSubmit={submit}
      localError={Object.keys(fields).length === 0 ? (form ?? null) : null}
      submitLabel={t('booking-details:addAddons.add')}
      feature={Feature.bookingPayments}
    >
      <Select
        label={t('booking-details:addAddons.addon')}
        placeholder={
          extras === null
            ? t('booking-details:addAddons.loading')
            : extras === 'failed'
              ? t('booking-details:addAddons.failed')
              : t('booking-details:addAddons.select')
        }
        data={[
          ...listed.map((e) => ({
            value: String(e.extraId),
            label: t(e.isRent ? 'booking-details:addAddons.optionRent' : 'booking-details:addAddons.option', {
              name: e.name,
              price: formatMoney(e.price, symbol),
            }),
          })),
          { value: CUSTOM_ADDON, label: t('booking-details:addAddons.custom') },
        ]}
        value={v.choice}
        onChange={(choice) => set({ choice })}
        error={shown.choice}
        searchable
      />
      {custom && (
        <Group grow align="flex-start">
          <TextInput
            label={t('booking-details:addAddons.name')}
            value={v.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={shown.name}
          />
          <TextInput
            label={t('booking-details:addAddons.price')}
            value={v.price}
            onChange={(e) => set({ price: e.currentTarget.value })}
            error={shown.price}
            inputMode="decimal"
            leftSection={symbol}
          />
        </Group>
      )}
      <Group grow align="flex-start">
        <TextInput
          label={t('booking-details:addAddons.quantity')}
          value={v.quantity}
          onChange={(e) => set({ quantity: e.currentTarget.value })}
          error={shown.quantity}
          inputMode="numeric"
        />
        <TextInput
          label={t('booking-details:addAddons.discount')}
          value={v.discount}
          onChange={(e) => set({ discount: e.currentTarget.value })}
          error={shown.discount}
          inputMode="decimal"
        />
        <TextInput
          label={t('booking-details:addAddons.advance')}
          value={v.advance}
          onChange={(e) => set({ advance: e.currentTarget.value })}
          error={shown.advance}
          inputMode="decimal"
        />
      </Group>
      {total !== null && (
        <Text size="sm" data-testid="addon-total">
          {t('booking-details:addAddons.total', { amount: formatMoney(total, symbol) })}
        </Text>
      )}
      {paying && <ModePicker value={mode} onChange={setMode} />}
    </ActionDialog>
  );
}
