import { Alert, Badge, Grid, Group, Loader, Text, TextInput } from '@mantine/core';
import type { RefObject } from 'react';
import { CountryPicker } from '../../components/country-picker/country-picker';
import { formatMoney, useCurrencySymbol } from '../../lib/money';
import type { CheckoutForm } from './use-checkout-form';
import type { CustomerLookup } from './checkout-types';
import { CheckoutMessages } from './checkout-messages';
import { displayDate } from '../../lib/time/club-date';
import { useTranslation } from 'react-i18next';
import { contractError } from '../../lib/i18n/contract-words';

interface CustomerSectionProps {
  form: CheckoutForm;
  lookup: CustomerLookup | null;
  lookupLoading: boolean;
  emailRequired: boolean;
  mobileRef: RefObject<HTMLInputElement | null>;
  onMobileBlur: () => void;
}

/**
 * Customer Details: country code, mobile (lookup on blur), name, email, unique id (spec 1 §2).
 * Shared by the booking checkout and the bulk checkout (ADR 0037).
 */
export function CustomerSection({ form, lookup, lookupLoading, emailRequired, mobileRef, onMobileBlur }: CustomerSectionProps) {
  const { t } = useTranslation('payment');
  const symbol = useCurrencySymbol();
  const { values, errors, setField } = form;
  const member = lookup?.isMember ? lookup.customerDetails : null;
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <CountryPicker value={form.country} onChange={form.setCountry} required />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput
          ref={mobileRef}
          label={t('payment:customer.mobile')}
          inputMode="tel"
          value={values.mobile}
          onChange={(event) => setField('mobile', event.currentTarget.value)}
          onBlur={onMobileBlur}
          error={contractError(errors.mobile)}
          rightSection={lookupLoading ? <Loader size="xs" /> : null}
          required
        />
      </Grid.Col>
      {lookup && (
        <Grid.Col span={12}>
          {member ? (
            <Group gap="xs" data-testid="member-found">
              <Badge color="teal">{t('payment:customer.member')}</Badge>
              <Text size="sm">
                {t('payment:customer.memberCredits', { name: member.customerName, credits: formatMoney(member.credits, symbol) })}
                {member.creditsExpiry && member.creditsExpiry !== '9999-12-31'
                  ? t('payment:customer.validTill', { date: displayDate(member.creditsExpiry) })
                  : ''}
              </Text>
            </Group>
          ) : lookup.toBeRegistered ? (
            <Alert color="blue" variant="light" p="xs">
              {CheckoutMessages.newCustomer}
            </Alert>
          ) : (
            <Badge color="gray">{t('payment:customer.returning')}</Badge>
          )}
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('payment:customer.name')}
          value={values.name}
          onChange={(event) => setField('name', event.currentTarget.value)}
          error={contractError(errors.name)}
          required
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('payment:customer.email')}
          type="email"
          value={values.email}
          onChange={(event) => setField('email', event.currentTarget.value)}
          error={contractError(errors.email)}
          required={emailRequired}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('payment:customer.uniqueId')}
          value={values.uniqueId}
          onChange={(event) => setField('uniqueId', event.currentTarget.value)}
        />
      </Grid.Col>
    </Grid>
  );
}
