import { Button, Checkbox, Grid, Group, Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { ADDRESS_MAX, MemberMessages } from '../../../contract/members';
import { contractError } from '../../lib/i18n/contract-words';
import { initialPaid, type PaidState } from '../../lib/payment-mode';
import { callingCodeOf, countryForCallingCode } from '../../lib/phone';
import { useSession } from '../../lib/session/session-store';
import { isDateRefused, todayIn } from '../../lib/time/club-date';
import { ClubDateInput } from '../../components/club-date-input/club-date-input';
import { CountryPicker } from '../../components/country-picker/country-picker';
import { PaymentModeField } from '../../components/payment-mode-field';
import { WriteButton } from '../../components/write-button';
import { registerMember, updateMember } from './member-api';
import { memberFormErrors, moveFrom, moveTo, type MemberFormErrors, type MemberFormValues } from './member-form-rules';
import { newIdempotencyKey } from '../../../contract/idempotency-key';
import { useTranslation } from 'react-i18next';

export interface MemberFormDialogProps {
  opened: boolean;
  mode: 'add' | 'edit';
  /** Prefill (edit: the member; add from checkout: the typed mobile and name). */
  initial?: Partial<MemberFormValues>;
  onClose: () => void;
  /** After a successful save, with the number the member now has. */
  onSaved: (phone: { callingCode: string; mobile: string }) => void;
  /** Feature whose write access saving needs (9 Members). */
  feature: number;
}

function blank(callingCode: string, today: string, initial?: Partial<MemberFormValues>): MemberFormValues {
  return {
    callingCode,
    mobile: '',
    name: '',
    email: '',
    address: '',
    gender: '',
    fromDate: today,
    toDate: today,
    lifetime: true,
    ...initial,
  };
}

/**
 * Add New Member / Update Member Details (spec 2 §2): shared by the Members page and checkout's
 * "add this customer as a member". Fields are checked as the server checks them; the dialog
 * stays open on a refusal so nothing typed is lost.
 */
export function MemberFormDialog(props: MemberFormDialogProps) {
  // The form's words load with it, in its own Suspense: the page holding it (Members, checkout)
  // does not wait for them.
  return (
    <Suspense fallback={null}>
      <MemberFormModal {...props} />
    </Suspense>
  );
}

function MemberFormModal({ opened, mode, initial, onClose, onSaved, feature }: MemberFormDialogProps) {
  const { t } = useTranslation('member-form');
  const genders = [
    { value: 'M', label: t('member-form:genders.M') },
    { value: 'F', label: t('member-form:genders.F') },
    { value: 'O', label: t('member-form:genders.O') },
  ];
  const session = useSession();
  const today = todayIn(session?.timeZone);
  const clubCode = session?.countryCode || '+91';
  const [values, setValues] = useState(() => blank(clubCode, today, initial));
  const [fee, setFee] = useState<PaidState>(initialPaid);
  const [errors, setErrors] = useState<MemberFormErrors>({});
  const [saving, setSaving] = useState(false);
  // One Idempotency-Key per opening: a retried save never registers (or charges) twice.
  const [key, setKey] = useState(newIdempotencyKey);

  useEffect(() => {
    if (!opened) return;
    setValues(blank(clubCode, today, initial));
    setFee(initialPaid);
    setErrors({});
    setKey(newIdempotencyKey());
    // Reset only when the dialog opens, not on every render of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const set = <K extends keyof MemberFormValues>(field: K, value: MemberFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  // A field is checked as the person leaves it, each one, so an emptied Name is flagged beside an
  // invalid number rather than only after Save (issue 27).
  const check = (field: keyof MemberFormValues) => () =>
    setErrors((e) => ({ ...e, [field]: memberFormErrors(values, today, mode === 'add')[field] }));

  const save = async () => {
    const found = memberFormErrors(values, today, mode === 'add');
    setErrors(found);
    if (Object.values(found).some(Boolean) || fee.amountInvalid) return;
    setSaving(true);
    const expiryChanged = values.lifetime !== (initial?.lifetime ?? true) || values.toDate !== initial?.toDate;
    const outcome =
      mode === 'add'
        ? await registerMember(values, fee, key)
        : await updateMember({ callingCode: initial?.callingCode ?? clubCode, mobile: initial?.mobile ?? '' }, values, expiryChanged);
    setSaving(false);
    if (outcome.ok) onSaved({ callingCode: values.callingCode, mobile: values.mobile.trim() });
    // spec 2 §8: a 404 on add or update closes the dialog.
    else if (outcome.kind === 'not-found') onClose();
  };

  const country = countryForCallingCode(values.callingCode) ?? 'IN';
  return (
    <Modal opened={opened} onClose={onClose} title={mode === 'add' ? t('member-form:addTitle') : t('member-form:editTitle')} size="lg">
      <Stack gap="sm">
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <CountryPicker value={country} onChange={(c) => set('callingCode', callingCodeOf(c))} required />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <TextInput
              label={t('member-form:contactNumber')}
              inputMode="tel"
              value={values.mobile}
              onChange={(e) => set('mobile', e.currentTarget.value)}
              onBlur={check('mobile')}
              error={contractError(errors.mobile)}
              required
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('member-form:name')}
              value={values.name}
              onChange={(e) => set('name', e.currentTarget.value)}
              onBlur={check('name')}
              error={contractError(errors.name)}
              required
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('member-form:email')}
              type="email"
              value={values.email}
              onChange={(e) => set('email', e.currentTarget.value)}
              onBlur={check('email')}
              error={contractError(errors.email)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <Textarea
              label={t('member-form:address')}
              autosize
              minRows={1}
              maxLength={ADDRESS_MAX + 20}
              value={values.address}
              onChange={(e) => set('address', e.currentTarget.value)}
              error={contractError(errors.address)}
              description={`${values.address.length}/${ADDRESS_MAX}`}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label={t('member-form:gender')}
              data={genders}
              value={values.gender || null}
              onChange={(g) => set('gender', (g ?? '') as MemberFormValues['gender'])}
              clearable
            />
          </Grid.Col>
          {mode === 'add' && (
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <ClubDateInput
                label={t('member-form:memberFrom')}
                value={values.fromDate}
                onChange={(d) => {
                  setValues((v) => moveFrom(v, d));
                  setErrors((e) => ({ ...e, fromDate: undefined }));
                }}
                error={errors.fromDate}
              />
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, sm: mode === 'add' ? 4 : 6 }}>
            <ClubDateInput
              label={t('member-form:validTill')}
              minDate={today}
              minMessage={MemberMessages.pastExpiry}
              disabled={values.lifetime}
              value={values.lifetime ? '' : values.toDate}
              onChange={(d) => {
                setValues((v) => moveTo(v, d));
                setErrors((e) => ({ ...e, toDate: undefined }));
              }}
              error={errors.toDate}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: mode === 'add' ? 4 : 6 }} style={{ display: 'flex', alignItems: 'end' }}>
            <Checkbox
              label={t('member-form:lifetime')}
              checked={values.lifetime}
              onChange={(e) => {
                const lifetime = e.currentTarget.checked;
                // Lifetime empties and disables Valid till: refused text there goes with it.
                setValues((v) => ({ ...v, lifetime, toDate: lifetime && isDateRefused(v.toDate) ? '' : v.toDate }));
                setErrors((er) => ({ ...er, lifetime: undefined, toDate: undefined }));
              }}
              mb={8}
            />
          </Grid.Col>
          {mode === 'add' && (
            <Grid.Col span={12}>
              <PaymentModeField label={t('member-form:registrationFee')} value={fee} onChange={setFee} />
            </Grid.Col>
          )}
        </Grid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('member-form:cancel')}
          </Button>
          <WriteButton feature={feature} loading={saving} onClick={() => void save()}>
            {mode === 'add' ? t('member-form:add') : t('member-form:save')}
          </WriteButton>
        </Group>
      </Stack>
    </Modal>
  );
}
