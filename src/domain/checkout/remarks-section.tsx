import { Textarea } from '@mantine/core';
import type { CheckoutForm } from './use-checkout-form';
import { REMARKS_MAX } from './checkout-messages';
import { clipText, textLength } from '../../../contract/text-length';
import { useTranslation } from 'react-i18next';

/** Booking Remarks: at most 100 characters (spec 1 §5). */
export function RemarksSection({ form }: { form: CheckoutForm }) {
  const { t } = useTranslation('payment');
  const { remarks } = form.values;
  return (
    <Textarea
      label={t('payment:remarks')}
      value={remarks}
      // Characters as a person counts them (an emoji is one): the HTML maxlength attribute
      // counts UTF-16 units and would stop at 50 emoji, so the limit is applied here instead.
      onChange={(event) => form.setField('remarks', clipText(event.currentTarget.value, REMARKS_MAX))}
      description={`${textLength(remarks)}/${REMARKS_MAX}`}
      error={form.errors.remarks}
      autosize
      minRows={2}
    />
  );
}
