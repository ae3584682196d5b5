import { Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import type { EventCategory, EventSubCategory } from '../../../../contract/events';
import { Feature } from '../../../../contract/features';
import { LIMITS } from '../../../../contract/limits';
import { CountryPicker } from '../../../components/country-picker/country-picker';
import { PaymentModeField } from '../../../components/payment-mode-field';
import { CountInput } from '../../../components/typed-input/count-input';
import { WriteButton } from '../../../components/write-button';
import { formatMoney } from '../../../lib/money';
import { amountOf, initialPaid } from '../../../lib/payment-mode';
import { useUpiPayment } from '../../../domain/checkout/use-upi-payment';
import { UpiPayment } from '../../../domain/checkout/upi-payment';
import { callingCodeOf, countryForCallingCode } from '../../../lib/phone';
import { useSession } from '../../../lib/session/session-store';
import { eventsApi } from '../events-api';
import {
  registrationErrors,
  registrationPayload,
  registrationTotal,
  type RegistrationErrors,
  type RegistrationValues,
} from './registration-form';
import { newIdempotencyKey } from '../../../../contract/idempotency-key';
import { useTranslation } from 'react-i18next';
import { contractError } from '../../../lib/i18n/contract-words';

interface Props {
  event: { id: number; name: string };
  categories: EventCategory[];
  subs: EventSubCategory[];
  /** The category chosen on the page, if any, starts selected. */
  categoryId: number | null;
  symbol: string;
  onClose: () => void;
  onRegistered: () => void;
}

/** Register at the desk: category, sub-category, tickets, the person, and what they pay now. */
export function RegistrationDialog({ event, categories, subs, categoryId, symbol, onClose, onRegistered }: Props) {
  const { t } = useTranslation('events');
  const session = useSession();
  const emailRequired = Boolean((session?.config as { emailRequired?: boolean } | undefined)?.emailRequired);
  const open = categories.filter((c) => c.active);
  const [v, setV] = useState<RegistrationValues>(() => ({
    categoryId: open.some((c) => c.id === categoryId) ? categoryId : null,
    subCategoryId: null,
    tickets: 1,
    callingCode: session?.countryCode || '+91',
    mobile: '',
    name: '',
    email: '',
    paid: initialPaid,
  }));
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per attempt: a retried click after a lost reply never registers twice.
  const key = useRef(newIdempotencyKey());
  const category = open.find((c) => c.id === v.categoryId) ?? null;
  // UPI (ADR 0082 addendum): the one QR panel for the amount paid, its confirmation and the optional UTR.
  const upi = useUpiPayment({ amount: amountOf(v.paid.amount) ?? 0, mode: v.paid.mode, note: `${event.name} ${v.name}`.trim() });
  const mySubs = subs.filter((s) => s.categoryId === v.categoryId);
  const patch = (p: Partial<RegistrationValues>) => {
    const next = { ...v, ...p };
    setV(next);
    setServerError(null);
    key.current = newIdempotencyKey();
    // After a first Register, messages follow the fields as they are corrected.
    setErrors((prev) =>
      Object.keys(prev).length > 0 ? registrationErrors(next, open.find((c) => c.id === next.categoryId) ?? null, emailRequired) : prev,
    );
  };

  const submit = async () => {
    const found = registrationErrors(v, category, emailRequired);
    setErrors(found);
    // registrationErrors refuses a registration without a category; this narrows it for the request's type.
    if (Object.keys(found).length > 0 || !category || !upi.ready()) return;
    setBusy(true);
    const payload = registrationPayload(event.id, { ...v, categoryId: category.id });
    const outcome = await eventsApi.register(upi.utr === undefined ? payload : { ...payload, utr: upi.utr }, key.current);
    setBusy(false);
    if (outcome.ok) onRegistered();
    else if (outcome.kind === 'failure') setServerError(outcome.message);
  };

  return (
    <Modal opened onClose={onClose} title={t('events:registration.title')} centered size="lg">
      <Stack gap="sm">
        <Text fw={600} lineClamp={2}>
          {event.name}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('events:category')}
            required
            data={open.map((c) => ({
              value: String(c.id),
              label: t('events:registration.categoryOption', {
                name: c.name,
                price: formatMoney(c.price, symbol),
                left: c.totalTickets - c.soldTickets,
              }),
            }))}
            value={v.categoryId ? String(v.categoryId) : null}
            error={contractError(errors.category)}
            onChange={(x) => patch({ categoryId: x ? Number(x) : null, subCategoryId: null })}
            nothingFoundMessage={t('events:registration.noCategories')}
          />
          {mySubs.length > 0 ? (
            <Select
              label={t('events:subCategory')}
              placeholder={t('events:registration.none')}
              clearable
              data={mySubs.map((s) => ({ value: String(s.id), label: s.name }))}
              value={v.subCategoryId ? String(v.subCategoryId) : null}
              onChange={(x) => patch({ subCategoryId: x ? Number(x) : null })}
            />
          ) : (
            <div />
          )}
          <CountInput
            label={t('events:registration.tickets')}
            required
            min={1}
            max={LIMITS.quantity}
            value={v.tickets}
            error={contractError(errors.tickets)}
            onChange={(tickets) => patch({ tickets })}
          />
          <CountryPicker value={countryForCallingCode(v.callingCode) ?? 'IN'} onChange={(c) => patch({ callingCode: callingCodeOf(c) })} />
          <TextInput
            label={t('events:registration.mobile')}
            required
            inputMode="tel"
            value={v.mobile}
            error={contractError(errors.mobile)}
            onChange={(e) => patch({ mobile: e.currentTarget.value })}
          />
          <TextInput
            label={t('events:registration.name')}
            required
            maxLength={100}
            value={v.name}
            error={contractError(errors.name)}
            onChange={(e) => patch({ name: e.currentTarget.value })}
          />
          <TextInput
            label={t('events:registration.email')}
            required={emailRequired}
            value={v.email}
            error={contractError(errors.email)}
            onChange={(e) => patch({ email: e.currentTarget.value })}
          />
        </SimpleGrid>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">
            {t('events:registration.total')}
            {category
              ? ` ${t('events:registration.totalDetail', {
                  price: formatMoney(category.price, symbol),
                  left: category.totalTickets - category.soldTickets,
                })}`
              : ''}
          </Text>
          <Text fw={700} data-testid="registration-total">
            {formatMoney(registrationTotal(category, v), symbol)}
          </Text>
        </Group>
        <PaymentModeField
          label={t('events:registration.paid')}
          value={v.paid}
          error={contractError(errors.paid)}
          onChange={(paid) => patch({ paid })}
          upi={upi.availability}
        />
        {upi.panel && <UpiPayment {...upi.panel} />}
        {serverError && (
          <Text c="red.7" size="sm" role="alert">
            {serverError}
          </Text>
        )}
        <Group justify="flex-end">
          <WriteButton feature={Feature.events} loading={busy} onClick={() => void submit()}>
            {t('events:register')}
          </WriteButton>
        </Group>
      </Stack>
    </Modal>
  );
}
