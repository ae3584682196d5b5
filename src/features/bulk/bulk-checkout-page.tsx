import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Feature } from '../../../contract/features';
import { settingsFromStored } from '../../../contract/club-settings';
import { WriteButton } from '../../components/write-button';
import { WriteReason } from '../../components/write-reason';
import { CustomerSection } from '../../domain/checkout/customer-section';
import { RemarksSection } from '../../domain/checkout/remarks-section';
import { useCheckoutForm } from '../../domain/checkout/use-checkout-form';
import { useCustomerLookup } from '../../domain/checkout/use-customer-lookup';
import { mobileError } from '../../domain/checkout/mobile-error';
import type { CustomerLookup } from '../../domain/checkout/checkout-types';
import { CheckoutMessages, deskStrikeMessage } from '../../domain/checkout/checkout-messages';
import { AddMemberFromCheckout } from '../../domain/member-form/add-member-from-checkout';
import { daysLabel } from '../../domain/pattern-form/pattern-form-state';
import { useCurrencySymbol } from '../../lib/money';
import { amountValue, creditsOffered } from '../../lib/payment-mode';
import { useSession } from '../../lib/session/session-store';
import { bookPattern } from './api/bulk-api';
import { BulkPaymentSection } from './bulk-payment-section';
import { asksCreditsAgain, bulkCheckoutErrors, NO_ADJUSTMENTS, type BulkAdjustments } from './checkout-rules';
import { usePatternDraft } from './stores/pattern-draft';
import { newIdempotencyKey } from '../../../contract/idempotency-key';
import { displayDate } from '../../lib/time/club-date';
import { FairUseLimit } from '../../domain/checkout/fair-use-limit';
import { StrikeWarning } from '../../domain/checkout/strike-warning';
import type { StrikeState } from '../../../contract/no-show-strikes';
import { useTranslation } from 'react-i18next';

const NO_RESET = () => undefined;

/**
 * The booking checkout for a pattern (spec 1 §2): the booking checkout's own Customer Details,
 * Booking Remarks, Discount, credits and advance controls (src/domain/checkout/, ADR 0037,
 * 0051) with the pattern's Payment Details — member credits with PIN on a member's pattern,
 * Send Payment Link, and no Send Confirmation.
 */
export function BulkCheckoutPage() {
  // The shared checkout parts' words (src/domain/checkout) and the days' (pattern-form) load with the page's.
  const { t } = useTranslation(['bulk', 'payment', 'pattern-form']);
  const draft = usePatternDraft((s) => s.draft);
  const setDraft = usePatternDraft((s) => s.setDraft);
  const session = useSession();
  const symbol = useCurrencySymbol();
  const navigate = useNavigate();
  const form = useCheckoutForm();
  const mobileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [dismissing, setDismissing] = useState(false);
  const [applied, setApplied] = useState<BulkAdjustments>(NO_ADJUSTMENTS);
  const [pin, setPin] = useState('');
  /** The fair-use limit the pattern was refused by: an admin may book past it with a reason (ADR 0078 addendum). */
  const [limit, setLimit] = useState<string | null>(null);
  /** The no-show strikes the pattern was refused by (ADR 0081): the desk may book with a reason. */
  const [strikeRefusal, setStrikeRefusal] = useState<StrikeState | null>(null);
  /** Override reasons given on this attempt: overriding one refusal keeps the other's reason. */
  const reasons = useRef<{ fairUse?: string; strike?: string }>({});
  // One key per visit of the checkout: a repeated Confirm (double click, retry) books once.
  const [key] = useState(newIdempotencyKey);
  const left = useRef(false);
  const { fillCustomer, setErrors, clearAdvance } = form;
  const onFound = useCallback(
    (found: CustomerLookup) => {
      const c = found.customerDetails;
      if (c && (found.isMember || found.isNonMember)) fillCustomer({ name: c.customerName, email: c.customerEmail, uniqueId: c.uniqueId });
      // Changing the mobile resets credits and discount (spec 1 §4): credits never carry over to another number.
      setApplied(NO_ADJUSTMENTS);
      setPin('');
      // Refusals said for the last customer no longer apply.
      reasons.current = {};
      setLimit(null);
      setStrikeRefusal(null);
    },
    [fillCustomer],
  );
  const customer = useCustomerLookup(onFound, NO_RESET);
  // After a booking the draft is cleared on the way out: do not bounce back to the form.
  if (!draft) return left.current ? null : <Navigate to="/bulk-booking" replace />;

  const memberBulk = Boolean(draft.form.memberBulkBooking);
  const lookup = customer.lookup;
  // Strikes as the pattern was refused by them, else as the lookup found them (one rule, ADR 0081).
  const strikes = strikeRefusal ?? lookup?.noShowStrikes ?? null;
  const member = lookup?.isMember ? lookup.customerDetails : null;
  const notMember = memberBulk && lookup !== null && !lookup.isMember ? t('bulk:checkout.memberRequired') : undefined;
  const memberCredits = member && creditsOffered({ isMember: true, credits: member.credits }) ? (member.credits ?? 0) : null;
  const emailRequired = settingsFromStored(session?.config).emailRequired;
  // Nothing left to collect: no advance is sent (as at the booking checkout's Collect Payment).
  const collect = draft.grossPrice - applied.discount - applied.credits > 0;
  const values = collect ? form.values : { ...form.values, advance: '' as const, mode: 0 as const };
  const errors = bulkCheckoutErrors(values, draft.grossPrice, emailRequired, applied);
  const shownErrors = {
    // As at the booking checkout: the advance is judged as it is typed.
    advance: collect && form.payment.amountInvalid ? CheckoutMessages.modeNeedsAdvance : errors.advance,
  };
  const adjust = {
    onDiscount: async (amount: number) => {
      setApplied((a) => ({ ...a, discount: amount }));
      // Applying a discount resets the advance (spec 1 §4).
      if (amountValue(form.values.advance) !== null) {
        clearAdvance();
        notifications.show({ color: 'yellow', message: CheckoutMessages.advanceReset });
      }
      return true;
    },
    // Removing the discount also removes the credits (spec 1 §4).
    onResetDiscount: async () => {
      setApplied(NO_ADJUSTMENTS);
      setPin('');
    },
    onCredits: async (credits: number, memberPin: string) => {
      setApplied((a) => ({ ...a, credits }));
      setPin(memberPin);
      return true;
    },
    onResetCredits: async () => {
      setApplied((a) => ({ ...a, credits: 0 }));
      setPin('');
    },
  };
  const customerForm = { ...form, errors: { ...form.errors, mobile: form.errors.mobile ?? notMember } };

  const onMobileBlur = () => {
    const { countryCode, mobile } = form.values;
    if (mobile.trim()) setErrors((current) => ({ ...current, mobile: mobileError(countryCode, mobile) }));
    void customer.lookupOnBlur(countryCode, mobile);
  };

  /** `override`: a reason given in the fair-use or the strikes alert; Confirm Booking itself sends none. */
  const confirm = async (override?: { fairUse?: string; strike?: string }) => {
    reasons.current = override ? { ...reasons.current, ...override } : {};
    const { name, mobile, email, remarks } = errors;
    setErrors((current) => ({ ...current, name, mobile: mobile ?? notMember, email, remarks }));
    if (Object.keys(errors).length > 0 || notMember) return;
    setBusy(true);
    const outcome = await bookPattern(
      draft.form,
      values,
      { discount: applied.discount, credits: memberCredits !== null ? applied.credits : 0, pin },
      key,
      reasons.current,
    );
    setBusy(false);
    const refusal = !outcome.ok && outcome.kind === 'failure' ? outcome : null;
    setLimit(refusal?.details?.fairUseLimit === true ? refusal.message : null);
    setStrikeRefusal((refusal?.details?.noShowStrikes as StrikeState | undefined) ?? null);
    // A wrong PIN (or credits the member no longer has): the reply handler shows why; the
    // credits are asked for again with the PIN.
    if (asksCreditsAgain(outcome)) void adjust.onResetCredits();
    if (outcome.ok && outcome.data.patternBookingId) {
      left.current = true;
      navigate(`/search?type=bulk&input=${outcome.data.patternBookingId}&open=${outcome.data.patternBookingId}`);
      setDraft(null);
    }
  };

  return (
    <Stack p="lg" gap="md" maw={900} mx="auto">
      <Title order={2}>{t('bulk:checkout.title')}</Title>
      <Card withBorder>
        <Text fw={600}>{draft.activityName}</Text>
        <Text size="sm">{draft.courtNames.join(', ')}</Text>
        <Text size="sm">
          {t('bulk:checkout.dates', {
            from: displayDate(draft.form.startDate),
            to: displayDate(draft.form.endDate),
            days: daysLabel(draft.form.days ?? []),
            time: draft.form.allSlots
              ? t('bulk:checkout.allDay')
              : `${draft.form.startTime?.slice(0, 5)}–${draft.form.endTime?.slice(0, 5)}`,
          })}
        </Text>
        <Text size="sm">
          {t('bulk:checkout.slots', { slots: draft.slots })}
          {draft.skipped > 0 ? t('bulk:checkout.skipped', { skipped: draft.skipped }) : ''}
        </Text>
      </Card>
      <Card withBorder>
        <Group justify="space-between" mb="sm">
          <Title order={4}>{t('bulk:checkout.customer')}</Title>
          {memberBulk && <Badge variant="light">{t('bulk:checkout.memberBulk')}</Badge>}
        </Group>
        <CustomerSection
          form={customerForm}
          lookup={lookup}
          lookupLoading={customer.loading}
          emailRequired={emailRequired}
          mobileRef={mobileRef}
          onMobileBlur={onMobileBlur}
        />
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
        <Title order={4} mb="sm">
          {t('bulk:checkout.remarks')}
        </Title>
        <RemarksSection form={form} />
      </Card>
      <Card withBorder>
        <Title order={4} mb="sm">
          {t('bulk:checkout.payment')}
        </Title>
        <BulkPaymentSection
          form={form}
          gross={draft.grossPrice}
          symbol={symbol}
          errors={shownErrors}
          applied={applied}
          memberCredits={memberCredits}
          {...adjust}
        />
      </Card>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setDismissing(true)}>
          {t('bulk:checkout.dismiss')}
        </Button>
        <WriteButton feature={Feature.bulkBooking} loading={busy} onClick={() => void confirm()}>
          {t('bulk:checkout.confirm')}
        </WriteButton>
      </Group>
      <WriteReason feature={Feature.bulkBooking} ta="right" />
      {limit && (
        <FairUseLimit
          message={limit}
          canOverride={session?.role === 'admin'}
          busy={busy}
          onOverride={(reason) => void confirm({ fairUse: reason })}
        />
      )}
      {strikes && (
        <StrikeWarning
          message={deskStrikeMessage(form.values.name.trim(), strikes)}
          busy={busy}
          onOverride={(reason) => void confirm({ strike: reason })}
        />
      )}
      <Modal opened={dismissing} onClose={() => setDismissing(false)} title={t('bulk:checkout.dismiss')} centered>
        <Text>{t('bulk:checkout.dismissQuestion')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDismissing(false)}>
            {t('bulk:checkout.cancel')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              left.current = true;
              navigate('/bulk-booking');
              setDraft(null);
            }}
          >
            {t('bulk:checkout.clear')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
