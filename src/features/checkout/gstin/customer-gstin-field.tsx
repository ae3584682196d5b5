import { TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { customerGstinError, useCustomerGstinStore } from './customer-gstin-store';
import { useTranslation } from 'react-i18next';

/**
 * Optional "Customer GSTIN" at checkout (B2B, ADR 0082 addendum): printed on the tax invoice as
 * the recipient, and the invoice goes to the GST summary's B2B table. Checked by the contract's
 * GSTIN rule (15 characters, state code, PAN shape, check character); shown only for a
 * GST-registered club. A new checkout starts empty.
 */
export function CustomerGstinField({ registered }: { registered: boolean }) {
  const { t } = useTranslation('checkout');
  const { value, shown, set, show, clear } = useCustomerGstinStore();
  useEffect(() => clear, [clear]);
  if (!registered) return null;
  const error = shown ? customerGstinError(value) : null;
  return (
    <TextInput
      label={t('checkout:gstin.label')}
      description={t('checkout:gstin.hint')}
      value={value}
      maxLength={15}
      onChange={(event) => set(event.currentTarget.value)}
      onBlur={show}
      error={error ?? undefined}
      autoComplete="off"
      mb="xs"
    />
  );
}
