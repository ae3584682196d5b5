import { Button, Checkbox, Container, Grid, Group, List, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Feature } from '../../../../contract/features';
import { PackageMessages, PackageType } from '../../../../contract/packages';
import { ClubDateInput } from '../../../components/club-date-input/club-date-input';
import { CountryPicker } from '../../../components/country-picker/country-picker';
import { PaymentModeField } from '../../../components/payment-mode-field';
import { WriteButton } from '../../../components/write-button';
import { formatMoney, useCurrencySymbol } from '../../../lib/money';
import { amountValue, initialPaid, type PaidState } from '../../../lib/payment-mode';
import { callingCodeOf, countryForCallingCode } from '../../../lib/phone';
import { useSession } from '../../../lib/session/session-store';
import { dateRange, displayDate, isDateRefused, todayIn } from '../../../lib/time/club-date';
import { resyncMembers } from '../../../offline/members-mirror';
import { subscribe } from '../api/packages-api';
import { useUpiPayment } from '../../../domain/checkout/use-upi-payment';
import { UpiPayment } from '../../../domain/checkout/upi-payment';
import { ConfirmDialog } from '../components/confirm-dialog';
import { advanceError, safeBack, totals } from './checkout-rules';
import { LookupDialogs } from './lookup-dialogs';
import { PackageDiscount } from './package-discount';
import { useMemberLookup } from './use-member-lookup';
import { usePackageQuote } from './use-package-quote';
import { newIdempotencyKey } from '../../../../contract/idempotency-key';
import { useTranslation } from 'react-i18next';
import { contractError } from '../../../lib/i18n/contract-words';

function Line({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} ta="right">
        {children}
      </Text>
    </Group>
  );
}

/**
 * Membership Packages Checkout (spec 2 §2, §4, §5): `/packages/checkout?packageId=` with optional
 * `cc` + `mobile` (a known member), `renews` + `from` (a renewal) and `back`.
 */
export function PackageCheckoutPage() {
  const { t } = useTranslation('packages');
  const session = useSession();
  const today = todayIn(session?.timeZone);
  const symbol = useCurrencySymbol();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const renews = Number(params.get('renews')) || null;
  const back = safeBack(params.get('back'), '/packages?view=list');
  const from = params.get('from');
  const renewal = useMemo(() => (renews ? { renews, from } : null), [renews, from]);
  const q = usePackageQuote(Number(params.get('packageId')) || 0, today, renewal);
  const lookup = useMemberLookup();
  const [country, setCountry] = useState(() => countryForCallingCode(params.get('cc') || session?.countryCode || '+91') ?? 'IN');
  const [mobile, setMobile] = useState(params.get('mobile') ?? '');
  const handedOver = useRef(params.get('mobile') ? { callingCode: callingCodeOf(country), mobile } : null);
  const [discount, setDiscount] = useState(0);
  const [advance, setAdvance] = useState<PaidState>(initialPaid);
  const [sms, setSms] = useState(true);
  const [dismiss, setDismiss] = useState(false);
  const [saving, setSaving] = useState(false);
  const [key] = useState(newIdempotencyKey);
  // UPI for the advance (ADR 0082 addendum): the one QR panel, its confirmation and the optional UTR.
  const upi = useUpiPayment({
    amount: amountValue(advance.amount) ?? 0,
    mode: advance.mode,
    note: `Package ${q.pkg?.packageName ?? ''} ${lookup.member?.memberName ?? ''}`.trim(),
  });

  const { look } = lookup;
  // A number handed over (members page, renewals) is looked up at once, once.
  useEffect(() => {
    const given = handedOver.current;
    handedOver.current = null;
    if (given) void look(given.callingCode, given.mobile);
  }, [look]);

  if (q.missing)
    return (
      <Container py="xl">
        <Text>{t('packages:checkout.notFound')}</Text>
        <Button mt="md" onClick={() => navigate(back)}>
          {t('packages:checkout.back')}
        </Button>
      </Container>
    );
  if (!q.pkg)
    return (
      <Group justify="center" p="xl">
        <Loader />
      </Group>
    );
  const pkg = q.pkg;
  const gross = q.quote?.grossPrice ?? 0;
  const sum = totals(gross, discount, advance.amount);
  const advanceProblem = advanceError(advance.amount, sum.net);
  const ready = lookup.member !== null && q.quote !== null && !q.dateError && !advanceProblem && !advance.amountInvalid;

  const changeStart = (value: string) => {
    q.setStart(value);
    // A new price invalidates what was taken off and paid against the old one.
    setDiscount(0);
    setAdvance(initialPaid);
  };

  const confirm = async () => {
    if (!ready || !lookup.member || !q.quote || !upi.ready()) return;
    setSaving(true);
    const outcome = await subscribe(
      {
        packageData: {
          packageId: pkg.packageId,
          type: pkg.type,
          startDate: q.start,
          endDate: q.quote.renewalDate,
          grossPrice: gross,
          period: q.quote.period,
          slotId: pkg.slotId,
        },
        ticketCount: renews ? 0 : 1,
        memberId: lookup.member.memberId,
        advance: amountValue(advance.amount) ?? 0,
        discount,
        startDate: q.start,
        transactionData: { type: 1, mode: advance.mode },
        ...(upi.utr === undefined ? {} : { utr: upi.utr }),
        sendSMS: sms,
        ...(renews ? { renewsSubscriptionId: renews } : {}),
      },
      key,
    );
    setSaving(false);
    if (!outcome.ok) return;
    void resyncMembers();
    navigate('/packages?view=list');
  };

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={2}>{renews ? t('packages:checkout.renewTitle') : t('packages:checkout.title')}</Title>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <Paper withBorder p="md" radius="md">
                <Title order={5} mb="sm">
                  {t('packages:checkout.memberDetails')}
                </Title>
                <Grid gap="sm">
                  <Grid.Col span={{ base: 12, sm: 5 }}>
                    <CountryPicker value={country} onChange={setCountry} required disabled={renews !== null} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 7 }}>
                    <TextInput
                      label={t('packages:checkout.contactNumber')}
                      inputMode="tel"
                      required
                      value={mobile}
                      error={contractError(lookup.mobileError)}
                      readOnly={renews !== null}
                      onChange={(e) => setMobile(e.currentTarget.value)}
                      onBlur={() => void lookup.look(callingCodeOf(country), mobile)}
                      rightSection={lookup.busy ? <Loader size="xs" /> : null}
                    />
                  </Grid.Col>
                  <Grid.Col span={12}>
                    <TextInput
                      label={t('packages:checkout.name')}
                      readOnly
                      value={lookup.member?.memberName ?? ''}
                      placeholder={t('packages:checkout.namePlaceholder')}
                    />
                  </Grid.Col>
                  <Grid.Col span={12}>
                    <TextInput label={t('packages:checkout.email')} readOnly value={lookup.member?.memberEmail ?? ''} />
                  </Grid.Col>
                </Grid>
              </Paper>
              <Paper withBorder p="md" radius="md">
                <Title order={5} mb="sm">
                  {t('packages:checkout.packageDetails')}
                </Title>
                <Stack gap={6}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {pkg.packageName}
                  </Text>
                  {pkg.description && (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {pkg.description}
                    </Text>
                  )}
                  {pkg.additionalInfo.length > 0 && (
                    <List size="sm">
                      {pkg.additionalInfo.map((l, i) => (
                        <List.Item key={i}>{l}</List.Item>
                      ))}
                    </List>
                  )}
                  <ClubDateInput
                    label={t('packages:checkout.startDate')}
                    w={220}
                    minDate={renews !== null ? undefined : today}
                    maxDate={pkg.type === PackageType.proRata && renews === null ? pkg.endDate : undefined}
                    minMessage={PackageMessages.pastDate}
                    maxMessage={PackageMessages.afterPeriod}
                    value={q.start}
                    // Refused text: the field says why once it is left, not at every keystroke.
                    error={isDateRefused(q.start) ? undefined : q.dateError}
                    onChange={changeStart}
                    readOnly={renews !== null}
                    description={renews !== null ? t('packages:checkout.renewalStarts') : undefined}
                  />
                  <Line label={t('packages:checkout.type')}>
                    {pkg.type === PackageType.proRata
                      ? t('packages:checkout.proRataSeason', { date: displayDate(pkg.endDate) })
                      : t('packages:type.rotational')}
                  </Line>
                  <Line label={t('packages:checkout.duration')}>
                    {q.quote ? t('packages:checkout.days', { period: q.quote.period }) : '—'}
                  </Line>
                  <Line label={t('packages:checkout.validity')}>{q.quote ? dateRange(q.start, q.quote.renewalDate) : '—'}</Line>
                  <Line label={t('packages:checkout.credits')}>
                    {pkg.packageCredits ? formatMoney(pkg.packageCredits, symbol) : t('packages:checkout.none')}
                  </Line>
                </Stack>
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder p="md" radius="md">
              <Title order={5} mb="sm">
                {t('packages:checkout.payment')}
              </Title>
              <Stack gap="xs">
                <Line label={t('packages:checkout.price')}>{formatMoney(pkg.packagePrice, symbol)}</Line>
                <Line label={t('packages:checkout.gross')}>{q.quote ? formatMoney(gross, symbol) : '—'}</Line>
                <PackageDiscount
                  applied={discount}
                  gross={gross}
                  advance={advance.amount}
                  symbol={symbol}
                  disabled={!q.quote}
                  onApply={setDiscount}
                />
                <Line label={t('packages:checkout.net')} strong>
                  {formatMoney(sum.net, symbol)}
                </Line>
                <PaymentModeField
                  label={t('packages:checkout.advance')}
                  value={advance}
                  onChange={setAdvance}
                  error={advanceProblem}
                  disabled={!q.quote}
                  upi={upi.availability}
                />
                {upi.panel && <UpiPayment {...upi.panel} />}
                <Line label={t('packages:checkout.balance')} strong>
                  {formatMoney(Math.max(sum.balance, 0), symbol)}
                </Line>
                <Checkbox label={t('packages:checkout.sms')} checked={sms} onChange={(e) => setSms(e.currentTarget.checked)} />
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDismiss(true)}>
            {t('packages:checkout.dismiss')}
          </Button>
          <WriteButton feature={Feature.membershipPackages} disabled={!ready} loading={saving} onClick={() => void confirm()}>
            {t('packages:checkout.confirm')}
          </WriteButton>
        </Group>
      </Stack>
      <LookupDialogs
        dialog={lookup.dialog}
        onClose={lookup.closeDialog}
        onLeave={() => navigate(`/members?add=1&mobile=${encodeURIComponent(mobile.trim())}`)}
      />
      <ConfirmDialog
        opened={dismiss}
        title={t('packages:confirm.warning')}
        text={t('packages:confirm.clearAll')}
        confirmLabel={t('packages:confirm.yes')}
        onCancel={() => setDismiss(false)}
        onConfirm={() => navigate(back)}
      />
    </Container>
  );
}
