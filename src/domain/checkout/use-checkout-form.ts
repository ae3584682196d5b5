import { useCallback, useState } from 'react';
import { DEFAULT_COUNTRY_CODE, type PaymentModeCode } from '../../../contract/codes';
import { callingCodeOf, countryForCallingCode } from '../../lib/phone';
import { useSession } from '../../lib/session/session-store';
import type { CheckoutFormValues } from './checkout-types';
import { afterAmountChange, afterModeChoice, initialPaymentMode, type AmountInput, type PaymentModeState } from '../../lib/payment-mode';

export type TextField = 'mobile' | 'name' | 'email' | 'uniqueId' | 'remarks';
export type FieldErrors = Partial<Record<TextField | 'advance' | 'discount' | 'credits' | 'pin', string>>;

interface TextValues {
  mobile: string;
  name: string;
  email: string;
  uniqueId: string;
  remarks: string;
}

const EMPTY_TEXT: TextValues = { mobile: '', name: '', email: '', uniqueId: '', remarks: '' };

/** A customer the form starts with (a waitlist offer taken to checkout, ADR 0080). */
export interface CheckoutCustomer {
  name: string;
  countryCode: string;
  mobile: string;
  email: string;
}

/** The checkout form: customer fields, advance with its payment mode (spec 1 §4), checkboxes, errors. */
export function useCheckoutForm(initial?: CheckoutCustomer) {
  const clubCallingCode = useSession()?.countryCode || DEFAULT_COUNTRY_CODE;
  const [country, setCountry] = useState(() => countryForCallingCode(initial?.countryCode || clubCallingCode) ?? 'IN');
  const [text, setText] = useState<TextValues>(() =>
    initial ? { ...EMPTY_TEXT, name: initial.name, mobile: initial.mobile, email: initial.email } : EMPTY_TEXT,
  );
  const [advance, setAdvanceValue] = useState<AmountInput>('');
  const [payment, setPayment] = useState<PaymentModeState>(initialPaymentMode);
  const [sendSMS, setSendSMS] = useState(true);
  const [sendPaymentLink, setSendPaymentLink] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  const setField = useCallback((field: TextField, value: string) => {
    setText((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const setAdvance = useCallback((value: AmountInput) => {
    setAdvanceValue(value);
    setPayment((current) => afterAmountChange(current, value));
    setErrors((current) => (current.advance ? { ...current, advance: undefined } : current));
  }, []);

  const chooseMode = useCallback((mode: PaymentModeCode) => setPayment((current) => afterModeChoice(current, mode, advance)), [advance]);

  const clearAdvance = useCallback(() => {
    setAdvanceValue('');
    setPayment(initialPaymentMode);
  }, []);

  const fillCustomer = useCallback((found: { name: string; email: string | null; uniqueId: string | null }) => {
    setText((current) => ({
      ...current,
      name: found.name,
      email: found.email ?? current.email,
      uniqueId: found.uniqueId ?? current.uniqueId,
    }));
    setErrors((current) => ({ ...current, name: undefined, email: undefined }));
  }, []);

  const values: CheckoutFormValues = {
    ...text,
    countryCode: callingCodeOf(country),
    advance,
    mode: payment.mode,
    sendSMS,
    sendPaymentLink,
  };

  return {
    values,
    country,
    setCountry,
    setField,
    setAdvance,
    clearAdvance,
    payment,
    chooseMode,
    setSendSMS,
    setSendPaymentLink,
    errors,
    setErrors,
    /** Fills name, email and unique id from a customer lookup. */
    fillCustomer,
  };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
