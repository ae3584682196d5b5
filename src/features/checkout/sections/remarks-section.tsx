import { Textarea } from '@mantine/core';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { REMARKS_MAX } from '../rules/checkout-messages';

/** Booking Remarks: at most 100 characters (spec 1 §5). */
export function RemarksSection({ form }: { form: CheckoutForm }) {
  const { remarks } = form.values;
  return (
    <Textarea
      label="Remarks"
      value={remarks}
      onChange={(event) => form.setField('remarks', event.currentTarget.value)}
      maxLength={REMARKS_MAX}
      description={`${remarks.length}/${REMARKS_MAX}`}
      error={form.errors.remarks}
      autosize
      minRows={2}
    />
  );
}
