import '@mantine/dates/styles.css';
import { Alert, Checkbox, Chip, Group, Modal, Radio, ScrollArea, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_REMARKS_MAX } from '../../../contract/coupons';
import { endpoints } from '../../../contract/endpoint-table';
import { Feature } from '../../../contract/features';
import { WriteButton } from '../../components/write-button';
import { api } from '../../lib/api/client';
import { useSession } from '../../lib/session/session-store';
import { useActivities } from '../../offline/mirror-queries';
import { DATE_INPUT_FORMAT } from '../../lib/time/club-date';
import { formDayLabel } from './coupon-words';
import { contractWords } from '../../lib/i18n/contract-words';
import { couponFormError, generatePayload, updatePayload, type CouponFormValues } from './coupon-form';

/** The form's days, 0 = Monday. */
const DAYS = [0, 1, 2, 3, 4, 5, 6];
const TIMES = Array.from(
  { length: 96 },
  (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
);
const iso = (d: string | Date | null) => {
  if (!d) return null;
  const x = new Date(d);
  return `${x.getFullYear()}-${String(x.getMonth() + 1).padStart(2, '0')}-${String(x.getDate()).padStart(2, '0')}`;
};

interface Props {
  initial: CouponFormValues;
  /** Set when editing an existing coupon (Edit Details): only its terms change. */
  editId: number | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Generate Coupons (and Edit Details, under the same title). */
export function CouponDialog({ initial, editId, onClose, onSaved }: Props) {
  const { t } = useTranslation('coupons');
  const [v, setV] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const activities = useActivities() ?? [];
  const creator = useSession()?.username ?? '';
  const patch = (p: Partial<CouponFormValues>) => {
    setV({ ...v, ...p });
    setError(null);
  };
  const editing = editId !== null;
  const submit = async () => {
    const problem = couponFormError(v, editing);
    setError(problem);
    // couponFormError refuses a range without both dates; this narrows them for the request's type.
    const { startDate, endDate } = v;
    if (problem || !startDate || !endDate) return;
    const dated = { ...v, startDate, endDate };
    setBusy(true);
    const outcome = editing
      ? await api.call(endpoints.coupons.detailsUpdate, updatePayload(editId, dated), { present: { success: true, failure: 'none' } })
      : await api.call(endpoints.coupons.generate, generatePayload(dated, creator), { present: { success: true, failure: 'none' } });
    setBusy(false);
    if (outcome.ok) onSaved();
    else if (outcome.kind === 'failure') setError(contractWords(outcome.message));
  };
  return (
    <Modal opened onClose={onClose} title={t('coupons:page.generate')} size="lg" centered>
      {/* The fields scroll and the footer stays: Generate and its message are always in view
          (issue 27: at 1280x800 and on a tablet the button sat below the fold). */}
      {/* The footer's message takes room from the fields, never pushes Generate below the fold. */}
      <ScrollArea.Autosize
        mah={error ? 'calc(100dvh - 340px)' : 'calc(100dvh - 250px)'}
        type="auto"
        offsetScrollbars
        data-testid="coupon-fields"
      >
        <Stack gap="sm">
          <Select
            label={t('coupons:form.activity')}
            placeholder={t('coupons:form.allActivities')}
            clearable
            data={activities.map((a) => ({ value: String(a.activityId), label: a.activityName }))}
            value={v.activityId}
            onChange={(x) => patch({ activityId: x })}
          />
          <DatePickerInput
            type="range"
            allowSingleDateInRange
            label={t('coupons:form.dates')}
            value={[v.startDate, v.endDate]}
            onChange={([a, b]) => patch({ startDate: iso(a), endDate: iso(b) })}
            valueFormat={DATE_INPUT_FORMAT}
          />
          <Chip.Group multiple value={v.days.map(String)} onChange={(x) => patch({ days: x.map(Number).sort() })}>
            <Group gap={6}>
              {DAYS.map((d) => (
                <Chip key={d} value={String(d)} size="sm">
                  {formDayLabel(d)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Group grow>
            <Select
              label={t('coupons:form.startTime')}
              data={TIMES}
              value={v.startTime}
              onChange={(x) => x && patch({ startTime: x })}
              allowDeselect={false}
            />
            <Select
              label={t('coupons:form.endTime')}
              data={TIMES}
              value={v.endTime}
              onChange={(x) => x && patch({ endTime: x })}
              allowDeselect={false}
            />
          </Group>
          {!editing && (
            <>
              <Radio.Group
                value={v.mode}
                onChange={(m) => patch({ mode: m as 'cash' | 'percent', amount: '', percent: '', upperLimit: '' })}
              >
                <Group>
                  <Radio value="cash" label={t('coupons:form.cash')} />
                  <Radio value="percent" label={t('coupons:form.percentage')} />
                </Group>
              </Radio.Group>
              {v.mode === 'cash' ? (
                <TextInput
                  label={t('coupons:form.amount')}
                  value={v.amount}
                  onChange={(e) => patch({ amount: e.currentTarget.value })}
                  inputMode="decimal"
                />
              ) : (
                <SimpleGrid cols={2}>
                  <TextInput
                    label={t('coupons:form.percent')}
                    value={v.percent}
                    onChange={(e) => patch({ percent: e.currentTarget.value })}
                    inputMode="decimal"
                  />
                  <TextInput
                    label={t('coupons:form.upperLimit')}
                    value={v.upperLimit}
                    onChange={(e) => patch({ upperLimit: e.currentTarget.value })}
                    inputMode="decimal"
                  />
                </SimpleGrid>
              )}
              <Group grow align="flex-end">
                <TextInput
                  label={t('coupons:form.count')}
                  value={v.count}
                  onChange={(e) => patch({ count: e.currentTarget.value })}
                  inputMode="numeric"
                />
                {v.isPermanent && (
                  <TextInput
                    label={t('coupons:form.maxUsage')}
                    value={v.maxUsage}
                    onChange={(e) => patch({ maxUsage: e.currentTarget.value })}
                    inputMode="numeric"
                  />
                )}
              </Group>
              <Group>
                <Checkbox
                  label={t('coupons:form.permanent')}
                  checked={v.isPermanent}
                  onChange={(e) => patch({ isPermanent: e.currentTarget.checked, maxUsage: '' })}
                />
                <Checkbox
                  label={t('coupons:form.multipleSlots')}
                  checked={v.isMultipleSlot}
                  onChange={(e) => patch({ isMultipleSlot: e.currentTarget.checked })}
                />
              </Group>
            </>
          )}
          <Textarea
            label={t('coupons:form.remarks')}
            description={`${v.remarks.length}/${COUPON_REMARKS_MAX}`}
            value={v.remarks}
            maxLength={COUPON_REMARKS_MAX}
            onChange={(e) => patch({ remarks: e.currentTarget.value })}
          />
        </Stack>
      </ScrollArea.Autosize>
      <Stack gap="xs" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end">
          <WriteButton feature={Feature.coupons} loading={busy} onClick={() => void submit()}>
            {editing ? t('coupons:form.save') : t('coupons:form.generate')}
          </WriteButton>
        </Group>
      </Stack>
    </Modal>
  );
}
