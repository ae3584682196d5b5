import { Anchor, Button, Checkbox, Container, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Cart } from '../../../contract/cart';
import { Feature } from '../../../contract/features';
import { ExpiredHolds } from '../../domain/expired-holds';
import { WriteButton } from '../../components/write-button';
import { WriteReason } from '../../components/write-reason';
import { cartApi } from '../../lib/cart/cart-api';
import { useExpiredSlots } from '../../lib/cart/holds';
import { useCurrencySymbol } from '../../lib/money';
import { useSession } from '../../lib/session/session-store';
import { priceCartFor, resetCartAdjustments } from './api/checkout-api';
import { AddonsDialog } from './dialogs/addons-dialog';
import { DismissDialog } from './dialogs/dismiss-dialog';
import { useCheckoutActions } from './hooks/use-checkout-actions';
import { useCheckoutForm, type CheckoutCustomer } from '../../domain/checkout/use-checkout-form';
import { useCustomerLookup } from '../../domain/checkout/use-customer-lookup';
import type { CustomerLookup } from '../../domain/checkout/checkout-types';
import { mobileError } from '../../domain/checkout/mobile-error';
import { CartSummary } from './sections/cart-summary';
import { advanceMessage, CollectPayment } from './sections/collect-payment';
import { CreditsControl } from '../../domain/checkout/credits-control';
import { CustomerSection } from '../../domain/checkout/customer-section';
import { CustomerGstinField } from './gstin/customer-gstin-field';
import { AddMemberFromCheckout } from '../../domain/member-form/add-member-from-checkout';
import { DiscountControl } from '../../domain/checkout/discount-control';
import { CouponControl } from './coupon/coupon-control';
import { useCouponDiscount } from './coupon/coupon-store';
import { RemarksSection } from '../../domain/checkout/remarks-section';
import { FairUseLimit } from '../../domain/checkout/fair-use-limit';
import { StrikeWarning } from '../../domain/checkout/strike-warning';
import { deskStrikeMessage } from '../../domain/checkout/checkout-messages';
import { useUpiCheckout } from './hooks/use-upi-checkout';
import { creditsError, discountError } from './rules/price-rules';
import { useTranslation } from 'react-i18next';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={5} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The checkout form of spec 1 §2: Customer Details, Booking Remarks, Payment Details. */
export function CheckoutView({ cart, backTo, customer: given }: { cart: Cart; backTo: string; customer?: CheckoutCustomer }) {
  const { t } = useTranslation('checkout');
  const session = useSession();
  const emailRequired = Boolean((session?.config as { emailRequired?: boolean } | undefined)?.emailRequired);
  const symbol = useCurrencySymbol();
  // A waitlist offer taken to checkout arrives with its customer (ADR 0080).
  const form = useCheckoutForm(given);
  const mobileRef = useRef<HTMLInputElement>(null);
  const [addonsOpen, setAddonsOpen] = useState(false);
  const [dismissOpen, setDismissOpen] = useState(false);
  const { fillCustomer, setErrors } = form;

  const onFound = useCallback(
    (found: CustomerLookup) => {
      const details = found.customerDetails;
      if (details && (found.isMember || found.isNonMember))
        fillCustomer({ name: details.customerName, email: details.customerEmail, uniqueId: details.uniqueId });
      void priceCartFor(found);
    },
    [fillCustomer],
  );
  const customer = useCustomerLookup(onFound, resetCartAdjustments);
  // A customer carried in (a waitlist offer) is looked up as if typed: member or guest prices, credits.
  const { lookupOnBlur } = customer;
  const carried = useRef(false);
  useEffect(() => {
    if (carried.current || !given?.mobile) return;
    carried.current = true;
    void lookupOnBlur(given.countryCode, given.mobile);
  }, [given, lookupOnBlur]);
  const upi = useUpiCheckout(form, cart);
  const actions = useCheckoutActions(form, cart, customer.lookup, emailRequired, backTo, upi.utr);
  const { clearRefusals } = actions;
  useEffect(() => clearRefusals(), [customer.lookup, clearRefusals]);
  // Strikes as the checkout refused them, else as the lookup found them (one rule on the server).
  const strikes = actions.strikes ?? customer.lookup?.noShowStrikes ?? null;

  const focusField = (field: string) => {
    const input = field === 'mobile' ? mobileRef.current : document.querySelector<HTMLElement>('[aria-invalid="true"]');
    input?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    input?.focus({ preventScroll: true });
  };

  const onMobileBlur = () => {
    const { countryCode, mobile } = form.values;
    if (mobile.trim()) setErrors((current) => ({ ...current, mobile: mobileError(countryCode, mobile) }));
    void customer.lookupOnBlur(countryCode, mobile);
  };

  // Add-ons need a customer: a valid mobile first, else point at the field (spec 1 §2).
  const openAddons = () => {
    const problem = mobileError(form.values.countryCode, form.values.mobile);
    if (problem) {
      setErrors((current) => ({ ...current, mobile: problem }));
      focusField('mobile');
      return;
    }
    setAddonsOpen(true);
  };

  const confirm = async () => {
    if (!upi.ready()) {
      requestAnimationFrame(() => focusField('upi'));
      return;
    }
    const invalid = await actions.confirm(undefined);
    if (invalid) requestAnimationFrame(() => focusField(invalid));
  };

  const coupon = useCouponDiscount(cart);
  const isMember = Boolean(customer.lookup?.isMember && customer.lookup.customerDetails);
  const available = customer.lookup?.customerDetails?.credits ?? 0;
  const expired = useExpiredSlots();
  const expiredIds = new Set(expired.map((slot) => slot.cartedSlotId));
  const advanceProblem = cart.slotsNetPrice > 0 ? advanceMessage(form, cart, coupon) : undefined;
  return (
    <Container size="lg" py="md">
      <Group justify="space-between" mb="md">
        <Title order={3}>{t('checkout:title')}</Title>
        <Anchor component={Link} to={backTo} size="sm">
          {t('checkout:back')}
        </Anchor>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Section title={t('checkout:section.customer')}>
              <CustomerSection
                form={form}
                lookup={customer.lookup}
                lookupLoading={customer.loading}
                emailRequired={emailRequired}
                mobileRef={mobileRef}
                onMobileBlur={onMobileBlur}
              />
              <CustomerGstinField registered={cart.gstRegistered === true} />
              <AddMemberFromCheckout
                show={Boolean(customer.lookup && !customer.lookup.isMember)}
                callingCode={form.values.countryCode}
                mobile={form.values.mobile}
                name={form.values.name}
                email={form.values.email}
                onRegistered={() => void customer.refresh(form.values.countryCode, form.values.mobile)}
              />
            </Section>
            <Section title={t('checkout:section.remarks')}>
              <RemarksSection form={form} />
            </Section>
            <Section title={t('checkout:section.payment')}>
              <Stack gap="md">
                <DiscountControl
                  applied={cart.clubDiscount}
                  symbol={symbol}
                  check={(amount) => discountError(amount, cart, symbol)}
                  onApply={actions.applyDiscount}
                  onReset={actions.resetDiscount}
                />
                <CouponControl cart={cart} symbol={symbol} />
                {isMember && (
                  <CreditsControl
                    applied={cart.credits}
                    symbol={symbol}
                    availableCredits={available}
                    check={(input) => creditsError({ ...input, isMember: true, availableCredits: available }, cart)}
                    onRedeem={actions.redeemCredits}
                    onReset={actions.resetCredits}
                  />
                )}
                {cart.slotsNetPrice > 0 && <CollectPayment form={form} cart={cart} symbol={symbol} upi={upi} />}
                <Checkbox
                  label={t('checkout:sendSms')}
                  checked={form.values.sendSMS}
                  onChange={(event) => form.setSendSMS(event.currentTarget.checked)}
                />
                <Checkbox
                  label={t('checkout:sendPaymentLink')}
                  checked={form.values.sendPaymentLink}
                  onChange={(event) => form.setSendPaymentLink(event.currentTarget.checked)}
                />
              </Stack>
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md" style={{ position: 'sticky', top: 16 }}>
            <ExpiredHolds expired={expired} />
            <CartSummary
              cart={cart}
              symbol={symbol}
              advance={form.values.advance}
              expiredIds={expiredIds}
              advanceProblem={advanceProblem}
              onAddons={openAddons}
              onRemoveExtra={(id) => void cartApi.removeExtra(id)}
            />
            <Group grow>
              <Button variant="default" onClick={() => setDismissOpen(true)}>
                {t('checkout:dismiss')}
              </Button>
              {/* Never offered while a hold has run out: the slot may be another desk's by now. */}
              {expired.length === 0 && (
                <WriteButton feature={Feature.bookingCalendar} loading={actions.busy === 'confirm'} onClick={confirm}>
                  {t('checkout:confirm')}
                </WriteButton>
              )}
            </Group>
            <WriteReason feature={Feature.bookingCalendar} />
            {actions.limit && (
              <FairUseLimit
                message={actions.limit}
                canOverride={session?.role === 'admin'}
                busy={actions.busy === 'confirm'}
                onOverride={(reason) => void actions.confirm({ fairUse: reason })}
              />
            )}
            {strikes && (
              <StrikeWarning
                message={deskStrikeMessage(form.values.name.trim(), strikes)}
                busy={actions.busy === 'confirm'}
                onOverride={(reason) => void actions.confirm({ strike: reason })}
              />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <AddonsDialog
        opened={addonsOpen}
        activityId={cart.slots[0]?.activityId ?? null}
        symbol={symbol}
        onClose={() => setAddonsOpen(false)}
      />
      <DismissDialog
        opened={dismissOpen}
        busy={actions.busy === 'dismiss'}
        onCancel={() => setDismissOpen(false)}
        onClearCart={() => void actions.dismiss()}
      />
    </Container>
  );
}
