import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { BulkMessages } from '../../../contract/bulk';
import { Feature } from '../../../contract/features';
import { settingsFromStored } from '../../../contract/club-settings';
import { WriteButton } from '../../components/write-button';
import { WriteReason } from '../../components/write-reason';
import { CustomerSection } from '../../components/checkout/customer-section';
import { RemarksSection } from '../../components/checkout/remarks-section';
import { useCheckoutForm } from '../../components/checkout/use-checkout-form';
import { useCustomerLookup } from '../../components/checkout/use-customer-lookup';
import { mobileError } from '../../components/checkout/mobile-error';
import type { CustomerLookup } from '../../components/checkout/checkout-types';
import { CheckoutMessages } from '../../components/checkout/checkout-messages';
import { AddMemberFromCheckout } from '../../components/member-form/add-member-from-checkout';
import { daysLabel } from '../../components/pattern-form/pattern-form-state';
import { newIdempotencyKey } from '../../lib/api/client';
import { useCurrencySymbol } from '../../lib/money';
import { creditsOffered, type AmountInput } from '../../lib/payment-mode';
import { useSession } from '../../lib/session/session-store';
import { bookPattern } from './api/bulk-api';
import { BulkPaymentSection } from './bulk-payment-section';
import { bulkCheckoutErrors, creditsAmount } from './checkout-rules';
import { usePatternDraft } from './stores/pattern-draft';

const NO_RESET = () => undefined;

/**
 * The booking checkout for a pattern (spec 1 §2): the booking checkout's own Customer Details,
 * Booking Remarks and advance control (src/components/checkout/, ADR 0037) with the pattern's
 * Payment Details — member credits with PIN on a member's pattern, no discount, and no Send
 * Confirmation.
 */
export function BulkCheckoutPage() {
  const draft = usePatternDraft((s) => s.draft);
  const setDraft = usePatternDraft((s) => s.setDraft);
  const session = useSession();
  const symbol = useCurrencySymbol();
  const navigate = useNavigate();
  const form = useCheckoutForm();
  const mobileRef = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dismissing, setDismissing] = useState(false);
  const [credits, setCredits] = useState<{ amount: AmountInput; pin: string }>({ amount: '', pin: '' });
  // One key per visit of the checkout: a repeated Confirm (double click, retry) books once.
  const [key] = useState(newIdempotencyKey);
  const left = useRef(false);
  const { fillCustomer, setErrors } = form;
  const onFound = useCallback(
    (found: CustomerLookup) => {
      const c = found.customerDetails;
      if (c && (found.isMember || found.isNonMember)) fillCustomer({ name: c.customerName, email: c.customerEmail, uniqueId: c.uniqueId });
      // Credits typed for one member never carry over to another number.
      setCredits({ amount: '', pin: '' });
    },
    [fillCustomer],
  );
  const customer = useCustomerLookup(onFound, NO_RESET);
  // After a booking the draft is cleared on the way out: do not bounce back to the form.
  if (!draft) return left.current ? null : <Navigate to="/bulk-booking" replace />;

  const memberBulk = Boolean(draft.form.memberBulkBooking);
  const lookup = customer.lookup;
  const member = lookup?.isMember ? lookup.customerDetails : null;
  const notMember = memberBulk && lookup !== null && !lookup.isMember ? BulkMessages.memberRequired : undefined;
  const offered = member && creditsOffered({ isMember: true, credits: member.credits }) ? { ...credits, available: member.credits ?? 0 } : null;
  const emailRequired = settingsFromStored(session?.config).emailRequired;
  const errors = bulkCheckoutErrors(form.values, draft.grossPrice, emailRequired, offered ?? undefined);
  const shownErrors = {
    // As at the booking checkout: the advance is judged as it is typed; credits once Confirm was pressed.
    advance: form.payment.amountInvalid ? CheckoutMessages.modeNeedsAdvance : errors.advance,
    credits: shown ? errors.credits : undefined,
  };
  const customerForm = { ...form, errors: { ...form.errors, mobile: form.errors.mobile ?? notMember } };

  const onMobileBlur = () => {
    const { countryCode, mobile } = form.values;
    if (mobile.trim()) setErrors((current) => ({ ...current, mobile: mobileError(countryCode, mobile) }));
    void customer.lookupOnBlur(countryCode, mobile);
  };

  const confirm = async () => {
    setShown(true);
    const { name, mobile, email, remarks } = errors;
    setErrors((current) => ({ ...current, name, mobile: mobile ?? notMember, email, remarks }));
    if (Object.keys(errors).length > 0 || notMember) return;
    setBusy(true);
    const outcome = await bookPattern(draft.form, form.values, { amount: offered ? creditsAmount(offered) : 0, pin: credits.pin }, key);
    setBusy(false);
    if (outcome.ok && outcome.data.patternBookingId) {
      left.current = true;
      navigate(`/search?type=bulk&input=${outcome.data.patternBookingId}&open=${outcome.data.patternBookingId}`);
      setDraft(null);
    }
  };

  return (
    <Stack p="lg" gap="md" maw={900} mx="auto">
      <Title order={2}>Booking Checkout — Bulk Booking</Title>
      <Card withBorder>
        <Text fw={600}>{draft.activityName}</Text>
        <Text size="sm">{draft.courtNames.join(', ')}</Text>
        <Text size="sm">{draft.form.startDate} to {draft.form.endDate} · {daysLabel(draft.form.days ?? [])} · {draft.form.allSlots ? 'All day' : `${draft.form.startTime?.slice(0, 5)}–${draft.form.endTime?.slice(0, 5)}`}</Text>
        <Text size="sm">{draft.slots} slots{draft.skipped > 0 ? ` (${draft.skipped} unavailable skipped)` : ''}</Text>
      </Card>
      <Card withBorder>
        <Group justify="space-between" mb="sm">
          <Title order={4}>Customer Details</Title>
          {memberBulk && <Badge variant="light">Member bulk booking</Badge>}
        </Group>
        <CustomerSection form={customerForm} lookup={lookup} lookupLoading={customer.loading} emailRequired={emailRequired} mobileRef={mobileRef} onMobileBlur={onMobileBlur} />
        <AddMemberFromCheckout
          show={Boolean(lookup && !lookup.isMember)}
          callingCode={form.values.countryCode}
          mobile={form.values.mobile}
          name={form.values.name}
          email={form.values.email}
          onRegistered={() => void customer.refresh(form.values.countryCode, form.values.mobile)}
        />
      </Card>
      <Card withBorder>
        <Title order={4} mb="sm">Booking Remarks</Title>
        <RemarksSection form={form} />
      </Card>
      <Card withBorder>
        <Title order={4} mb="sm">Payment Details</Title>
        <BulkPaymentSection form={form} gross={draft.grossPrice} symbol={symbol} errors={shownErrors} credits={offered}
          onCredits={(patch) => setCredits((c) => ({ ...c, ...patch }))} />
      </Card>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setDismissing(true)}>Dismiss</Button>
        <WriteButton feature={Feature.bulkBooking} loading={busy} onClick={() => void confirm()}>Confirm Booking</WriteButton>
      </Group>
      <WriteReason feature={Feature.bulkBooking} ta="right" />
      <Modal opened={dismissing} onClose={() => setDismissing(false)} title="Dismiss" centered>
        <Text>The bulk booking will be cleared. Do you wish to continue?</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDismissing(false)}>Cancel</Button>
          <Button color="red" onClick={() => { left.current = true; navigate('/bulk-booking'); setDraft(null); }}>Clear</Button>
        </Group>
      </Modal>
    </Stack>
  );
}
