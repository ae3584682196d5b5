import { Badge, Button, Card, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Feature } from '../../../contract/features';
import { settingsFromStored } from '../../../contract/club-settings';
import { WriteButton } from '../../components/write-button';
import { CountryPicker } from '../../components/country-picker/country-picker';
import { callingCodeOf, countryForCallingCode } from '../../lib/phone';
import { daysLabel } from '../../components/pattern-form/pattern-form-state';
import { newIdempotencyKey } from '../../lib/api/client';
import { formatMoney, useCurrencySymbol } from '../../lib/money';
import { useSession } from '../../lib/session/session-store';
import { bookPattern } from './api/bulk-api';
import { bulkCheckoutErrors, modeAfterAdvance, type BulkCheckoutForm } from './checkout-rules';
import { usePatternDraft } from './stores/pattern-draft';
import { useMemberLookup } from './hooks/use-member-lookup';

const MODES = [
  { value: '0', label: 'No Pay' },
  { value: '1', label: 'Cash' },
  { value: '2', label: 'Card' },
  { value: '3', label: 'Other' },
];

/** Booking checkout for a pattern (spec 1 §2): customer, remarks, advance; no confirmation SMS/email. */
export function BulkCheckoutPage() {
  const draft = usePatternDraft((s) => s.draft);
  const setDraft = usePatternDraft((s) => s.setDraft);
  const session = useSession();
  const currency = useCurrencySymbol();
  const navigate = useNavigate();
  const [form, setForm] = useState<BulkCheckoutForm>({ name: '', mobile: '', countryCode: session?.countryCode || '+91', email: '', remarks: '', advance: '', mode: 0 });
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dismissing, setDismissing] = useState(false);
  // One key per visit of the checkout: a repeated Confirm (double click, retry) books once.
  const [key] = useState(newIdempotencyKey);
  const left = useRef(false);
  const memberBulk = Boolean(draft?.form.memberBulkBooking);
  const members = useMemberLookup(memberBulk);
  // After a booking the draft is cleared on the way out: do not bounce back to the form.
  if (!draft) return left.current ? null : <Navigate to="/bulk-booking" replace />;
  const emailRequired = settingsFromStored(session?.config).emailRequired;
  const base = bulkCheckoutErrors(form, draft.grossPrice, emailRequired);
  const errors = !base.mobile && members.result.state === 'not-member' ? { ...base, mobile: members.result.message } : base;
  const lookupMember = async () => {
    const m = await members.lookup(form.countryCode, form.mobile);
    // A member's own name and email fill the empty fields (the desk can still edit them).
    if (m) setForm((f) => ({ ...f, name: f.name.trim() ? f.name : m.name, email: f.email.trim() ? f.email : (m.email ?? '') }));
  };
  const set = (patch: Partial<BulkCheckoutForm>) => setForm((f) => ({ ...f, ...patch }));
  const advance = Number(form.advance) || 0;

  const confirm = async () => {
    setShown(true);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    const outcome = await bookPattern(draft.form, form, key);
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
        {members.result.state === 'member' && (
          <Group gap="xs" mb="xs" data-testid="member-found">
            <Badge color="teal">Member</Badge>
            <Text size="sm">{members.result.member.name} · Credits: {formatMoney(members.result.member.credits, currency)}</Text>
          </Group>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CountryPicker value={countryForCallingCode(form.countryCode) ?? 'IN'} onChange={(country) => set({ countryCode: callingCodeOf(country) })} required />
          <TextInput label="Mobile" required value={form.mobile} leftSection={<Text size="xs">{form.countryCode}</Text>} onChange={(e) => set({ mobile: e.currentTarget.value })}
            onBlur={() => void lookupMember()} error={(shown || members.result.state === 'not-member') && errors.mobile} />
          <TextInput label="Name" required value={form.name} onChange={(e) => set({ name: e.currentTarget.value })} error={shown && errors.name} />
          <TextInput label="Email" value={form.email} onChange={(e) => set({ email: e.currentTarget.value })} error={shown && errors.email} />
        </SimpleGrid>
      </Card>
      <Card withBorder>
        <Title order={4} mb="sm">Booking Remarks</Title>
        <Textarea maxLength={100} value={form.remarks} onChange={(e) => set({ remarks: e.currentTarget.value })} error={shown && errors.remarks} autosize minRows={2} />
      </Card>
      <Card withBorder>
        <Title order={4} mb="sm">Payment Details</Title>
        <Group justify="space-between"><Text>Slots price</Text><Text fw={600}>{formatMoney(draft.grossPrice, currency)}</Text></Group>
        <Group align="flex-end" mt="sm" wrap="wrap">
          <TextInput label="Advance amount" inputMode="decimal" value={form.advance} w={180}
            onChange={(e) => { const v = e.currentTarget.value; set({ advance: v, mode: modeAfterAdvance(v, form.mode) }); }} error={shown && errors.advance} />
          <SegmentedControl data={MODES.map((m) => ({ ...m, disabled: m.value === '0' && advance > 0 }))} value={String(form.mode)} onChange={(v) => set({ mode: Number(v) })} />
        </Group>
        <Group justify="space-between" mt="sm"><Text>Balance</Text><Text fw={600}>{formatMoney(Math.max(0, draft.grossPrice - advance), currency)}</Text></Group>
      </Card>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setDismissing(true)}>Dismiss</Button>
        <WriteButton feature={Feature.bulkBooking} loading={busy} onClick={() => void confirm()}>Confirm Booking</WriteButton>
      </Group>
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
