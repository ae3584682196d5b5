import { Alert, Button, Group, Modal, Paper, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Feature } from '../../../contract/features';
import type { PriceClass } from '../../../contract/pricing';
import { WriteButton } from '../../components/write-button';
import {
  markInvalid,
  memberDiscountRefusal,
  newEntry,
  newSlot,
  pricingPayload,
  slotCount,
  dayName,
  type EntryForm,
  type PricingForm,
} from './pricing-form';
import { pricingApi } from './pricing-api';
import { SlotEditor } from './slot-editor';
import { displayDate } from '../../lib/time/club-date';
import { useTranslation } from 'react-i18next';

interface Props {
  priceClass: PriceClass;
  initial: PricingForm;
  /** Reloads the config; the editor closes only when that succeeds (spec 2 §4). */
  onSaved: () => Promise<boolean>;
  onClose: () => void;
}

const TITLES = { regular: 'pricing:editor.regular', holiday: 'pricing:editor.holiday', special: 'pricing:editor.special' } as const;

/** The Edit Pricing page: club timings, day ranges with price slots, Add Slots, Save, Dismiss. */
export function PricingEditor({ priceClass, initial, onSaved, onClose }: Props) {
  const { t } = useTranslation('pricing');
  const days = [0, 1, 2, 3, 4, 5, 6].map((i) => ({ value: String(i), label: dayName(i) }));
  const [form, setForm] = useState(initial);
  const [message, setMessage] = useState<string | null>(null);
  const [confirmDismiss, setConfirmDismiss] = useState(false);
  const [busy, setBusy] = useState(false);
  const [open, close] = priceClass.openCloseHours.split(' - ').map((time) => time.slice(0, 5));
  const setEntry = (i: number, e: EntryForm) => setForm({ ...form, entries: form.entries.map((x, j) => (j === i ? e : x)) });

  const save = async () => {
    const { form: marked, firstInvalid } = markInvalid(form);
    setForm(marked);
    if (memberDiscountRefusal(form)) {
      setMessage(t('pricing:editor.formIncomplete'));
      return;
    }
    if (firstInvalid) {
      setMessage(t('pricing:editor.formIncomplete'));
      requestAnimationFrame(() =>
        document.querySelector(`[data-slot-key="${firstInvalid}"]`)?.scrollIntoView({ behavior: 'smooth', block: 'center' }),
      );
      return;
    }
    setMessage(null);
    setBusy(true);
    const outcome = await pricingApi.save(pricingPayload(form, priceClass.priceClassId, priceClass.activityId));
    if (outcome.ok && (await onSaved())) onClose();
    else if (!outcome.ok && outcome.kind === 'failure') setMessage(outcome.message);
    setBusy(false);
  };

  return (
    <Stack p="md" gap="md" maw={980}>
      <Title order={3}>{t(TITLES[form.type])}</Title>
      <Text>
        {t('pricing:editor.timings', { className: priceClass.pricingClassName, open, close })}
        {form.type === 'special' && ` · ${t('pricing:period', { from: displayDate(form.startDate), to: displayDate(form.endDate) })}`}
      </Text>
      <Text c="dimmed">{t('pricing:editor.perSlot', { minutes: priceClass.slotDuration })}</Text>
      {form.memberDiscount !== undefined && (
        <TextInput
          label={t('pricing:editor.memberDiscount')}
          description={t('pricing:editor.memberDiscountHint')}
          value={form.memberDiscount}
          error={memberDiscountRefusal(form)}
          onChange={(e) => setForm({ ...form, memberDiscount: e.currentTarget.value })}
          autoComplete="off"
          inputMode="decimal"
          w={360}
        />
      )}
      {message && <Alert color="red">{message}</Alert>}
      {form.entries.map((entry, i) => (
        <Paper key={entry.key} withBorder p="md" radius="md">
          <Stack gap="sm">
            {form.type !== 'holiday' && (
              <Group align="flex-end">
                <Radio.Group value={entry.single ? 'single' : 'range'} onChange={(v) => setEntry(i, { ...entry, single: v === 'single' })}>
                  <Group>
                    <Radio value="range" label={t('pricing:editor.range')} />
                    <Radio value="single" label={t('pricing:editor.single')} />
                  </Group>
                </Radio.Group>
                <Select
                  label={entry.single ? t('pricing:editor.for') : t('pricing:editor.from')}
                  data={days}
                  value={String(entry.startDay)}
                  onChange={(v) => v && setEntry(i, { ...entry, startDay: Number(v) })}
                  w={150}
                  allowDeselect={false}
                />
                {!entry.single && (
                  <Select
                    label={t('pricing:editor.to')}
                    data={days}
                    value={String(entry.endDay)}
                    onChange={(v) => v && setEntry(i, { ...entry, endDay: Number(v) })}
                    w={150}
                    allowDeselect={false}
                  />
                )}
                {form.entries.length > 1 && (
                  <Button
                    variant="subtle"
                    color="red"
                    onClick={() => setForm({ ...form, entries: form.entries.filter((_, j) => j !== i) })}
                  >
                    {t('pricing:editor.removeDays')}
                  </Button>
                )}
              </Group>
            )}
            {entry.slots.map((slot, k) => (
              <SlotEditor
                key={slot.key}
                slot={slot}
                removable={k > 0}
                onChange={(s) => setEntry(i, { ...entry, slots: entry.slots.map((x, j) => (j === k ? s : x)) })}
                onRemove={() => setEntry(i, { ...entry, slots: entry.slots.filter((_, j) => j !== k) })}
              />
            ))}
            <Group>
              <Button
                variant="light"
                onClick={() => setEntry(i, { ...entry, slots: [...entry.slots, newSlot(entry.slots.at(-1)?.endTime ?? open)] })}
              >
                {t('pricing:editor.addSlots')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
      <Group justify="space-between">
        {form.type !== 'holiday' ? (
          <Button
            variant="default"
            onClick={() =>
              setForm({ ...form, entries: [...form.entries, { ...newEntry(form.type), single: true, startDay: 0, endDay: 0 }] })
            }
          >
            {t('pricing:editor.addDays')}
          </Button>
        ) : (
          <span />
        )}
        <Group>
          <Button variant="default" onClick={() => setConfirmDismiss(true)}>
            {t('pricing:editor.dismiss')}
          </Button>
          <WriteButton feature={Feature.pricing} disabled={slotCount(form) === 0} loading={busy} onClick={() => void save()}>
            {t('pricing:editor.save')}
          </WriteButton>
        </Group>
      </Group>
      <Modal opened={confirmDismiss} onClose={() => setConfirmDismiss(false)} title={t('pricing:editor.warning')} centered>
        <Text>{t('pricing:editor.clearAll')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirmDismiss(false)}>
            {t('pricing:editor.no')}
          </Button>
          <Button color="red" onClick={onClose}>
            {t('pricing:editor.yes')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
