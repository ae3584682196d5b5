import { Button, Container, Group, Loader, Paper, Radio, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Feature } from '../../../../contract/features';
import { PACKAGE_REMARKS_MAX, PackageMessages, PackageType } from '../../../../contract/packages';
import { ClubDateInput } from '../../../components/club-date-input/club-date-input';
import { WriteButton } from '../../../components/write-button';
import { useSession } from '../../../lib/session/session-store';
import { isDateRefused, todayIn } from '../../../lib/time/club-date';
import { createPackage, getPackage, updatePackage } from '../api/packages-api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { AdditionalInfoField } from './additional-info-field';
import {
  canSubmit,
  emptyPackageForm,
  formFromPackage,
  packageFormErrors,
  packagePayload,
  type PackageFormValues,
} from './package-form-rules';
import { newIdempotencyKey } from '../../../../contract/idempotency-key';
import { useTranslation } from 'react-i18next';
import { contractError } from '../../../lib/i18n/contract-words';

/**
 * Create Membership Packages (spec 2 §2, §4, §5), and the same form to edit one
 * (`/packages/edit?packageId=`): the type is chosen at creation only; Save replaces Create Package.
 */
export function PackageFormPage() {
  const { t } = useTranslation('packages');
  const session = useSession();
  const today = todayIn(session?.timeZone);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const packageId = Number(params.get('packageId')) || null;
  const [values, setValues] = useState<PackageFormValues>(() => emptyPackageForm(today));
  const [storedStart, setStoredStart] = useState<string | undefined>();
  const [loading, setLoading] = useState(packageId !== null);
  const [saving, setSaving] = useState(false);
  const [dismiss, setDismiss] = useState(false);
  const [key] = useState(newIdempotencyKey);

  useEffect(() => {
    if (packageId === null) return;
    const controller = new AbortController();
    void getPackage(packageId, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      setLoading(false);
      if (outcome.ok && outcome.data.package) {
        setValues(formFromPackage(outcome.data.package));
        setStoredStart(outcome.data.package.startDate);
      }
    });
    return () => controller.abort();
  }, [packageId]);

  const set = <K extends keyof PackageFormValues>(field: K, value: PackageFormValues[K]) => setValues((v) => ({ ...v, [field]: value }));
  const errors = packageFormErrors(values, today, storedStart);
  const blocked = !canSubmit(values) || Object.keys(errors).length > 0;
  const toList = () => navigate('/packages?view=list');

  const save = async () => {
    if (blocked) return;
    setSaving(true);
    const body = packagePayload(values, today);
    const outcome = packageId === null ? await createPackage(body, key) : await updatePackage(packageId, body);
    setSaving(false);
    if (outcome.ok) toList();
  };

  if (loading)
    return (
      <Group justify="center" p="xl">
        <Loader />
      </Group>
    );
  const editing = packageId !== null;
  const numeric = (field: 'price' | 'credits' | 'memberLimit' | 'period', decimals: boolean) => ({
    value: values[field],
    error: contractError(errors[field]),
    autoComplete: 'off',
    inputMode: decimals ? ('decimal' as const) : ('numeric' as const),
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(field, e.currentTarget.value),
  });
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={2}>{editing ? t('packages:form.editTitle') : t('packages:form.createTitle')}</Title>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Radio.Group
              label={t('packages:form.type')}
              value={String(values.type)}
              onChange={(type) => set('type', Number(type))}
              description={editing ? t('packages:form.typeFixed') : t('packages:form.typeHelp')}
            >
              <Group mt={6}>
                <Radio value={String(PackageType.rotational)} label={t('packages:type.rotational')} disabled={editing} />
                <Radio value={String(PackageType.proRata)} label={t('packages:type.proRata')} disabled={editing} />
              </Group>
            </Radio.Group>
            <TextInput
              label={t('packages:form.name')}
              required
              maxLength={100}
              value={values.packageName}
              onChange={(e) => set('packageName', e.currentTarget.value)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={t('packages:form.price')} required {...numeric('price', true)} />
              <TextInput label={t('packages:form.credits')} description={t('packages:form.creditsHelp')} {...numeric('credits', true)} />
              <TextInput
                label={t('packages:form.memberLimit')}
                description={t('packages:form.memberLimitHelp')}
                {...numeric('memberLimit', false)}
              />
              <TextInput label={t('packages:form.period')} description={t('packages:form.periodHelp')} {...numeric('period', false)} />
              {values.type === PackageType.proRata && (
                <ClubDateInput
                  label={t('packages:form.startDate')}
                  minDate={storedStart && storedStart < today ? storedStart : today}
                  minMessage={PackageMessages.pastStart}
                  value={values.startDate}
                  // Refused text: the field says why once it is left, not at every keystroke.
                  error={isDateRefused(values.startDate) ? undefined : errors.startDate}
                  onChange={(d) => set('startDate', d)}
                />
              )}
            </SimpleGrid>
            <Textarea
              label={t('packages:form.remark')}
              autosize
              minRows={2}
              value={values.remarks}
              error={contractError(errors.remarks)}
              description={`${values.remarks.length}/${PACKAGE_REMARKS_MAX}`}
              onChange={(e) => set('remarks', e.currentTarget.value)}
            />
            <AdditionalInfoField value={values.additionalInfo} onChange={(next) => set('additionalInfo', next)} />
            <Radio.Group
              label={t('packages:form.status')}
              value={values.isActive ? 'active' : 'deactive'}
              onChange={(s) => set('isActive', s === 'active')}
            >
              <Group mt={6}>
                <Radio value="active" label={t('packages:form.active')} />
                <Radio value="deactive" label={t('packages:form.deactive')} />
              </Group>
            </Radio.Group>
            {!canSubmit(values) && (
              <Text size="xs" c="dimmed">
                {t('packages:form.required')}
              </Text>
            )}
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDismiss(true)}>
            {t('packages:form.dismiss')}
          </Button>
          <WriteButton feature={Feature.membershipPackages} disabled={blocked} loading={saving} onClick={() => void save()}>
            {editing ? t('packages:form.save') : t('packages:page.create')}
          </WriteButton>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={dismiss}
        title={t('packages:confirm.warning')}
        text={t('packages:confirm.clearAll')}
        confirmLabel={t('packages:confirm.yes')}
        onCancel={() => setDismiss(false)}
        onConfirm={toList}
      />
    </Container>
  );
}
