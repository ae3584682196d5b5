import { Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { Feature } from '../../../../contract/features';
import { WriteButton } from '../../../components/write-button';
import { eventsApi } from '../events-api';
import { categoryFormErrors, categoryPayload, type CategoryFormValues } from './category-form';
import { AmountInput } from '../../../components/typed-input/amount-input';
import { CountInput } from '../../../components/typed-input/count-input';
import { TICKETS_MAX } from './category-form';
import { SubCategoriesEditor } from './sub-categories-editor';
import type { EventSubCategory } from '../../../../contract/events';
import { DATE_INPUT_FORMAT } from '../../../lib/time/club-date';
import { useTranslation } from 'react-i18next';
import { contractError } from '../../../lib/i18n/contract-words';

const isoOf = (d: string | Date | null) => {
  if (!d) return null;
  if (typeof d === 'string') return d.slice(0, 10);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

interface Props {
  eventId: number;
  eventName: string;
  initial: CategoryFormValues;
  sold: number;
  subs: EventSubCategory[];
  symbol: string;
  onClose: () => void;
  /** After a save or a sub-category change: reload the event's categories. */
  onSaved: (closeDialog: boolean) => void;
}

/** Add / Edit Category: name, price, total tickets (never below sold), dates, active; sub-categories when editing. */
export function CategoryDialog({ eventId, eventName, initial, sold, subs, symbol, onClose, onSaved }: Props) {
  const { t } = useTranslation('events');
  const [v, setV] = useState(initial);
  const [shown, setShown] = useState<ReturnType<typeof categoryFormErrors>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const editing = v.categoryId !== null;
  const patch = (p: Partial<CategoryFormValues>) => {
    const next = { ...v, ...p };
    setV(next);
    setServerError(null);
    // After a first Save, messages follow the fields as they are corrected.
    setShown((prev) => (Object.keys(prev).length > 0 ? categoryFormErrors(next, sold) : prev));
  };

  const save = async () => {
    const errors = categoryFormErrors(v, sold);
    setShown(errors);
    // categoryFormErrors refuses missing dates; this narrows them (and the id) for the request's type.
    const { categoryId, startDate, endDate } = v;
    if (Object.keys(errors).length > 0 || !startDate || !endDate) return;
    const fields = categoryPayload({ ...v, startDate, endDate });
    setBusy(true);
    const outcome =
      categoryId !== null
        ? await eventsApi.updateCategory({ categoryId, ...fields })
        : await eventsApi.createCategory({ eventId, ...fields });
    setBusy(false);
    if (outcome.ok) onSaved(true);
    else if (outcome.kind === 'failure') setServerError(outcome.message);
  };

  return (
    <Modal opened onClose={onClose} title={editing ? t('events:editCategory') : t('events:addCategory')} centered size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed" lineClamp={2}>
          {eventName}
        </Text>
        <TextInput
          label={t('events:categoryForm.name')}
          required
          maxLength={100}
          value={v.name}
          error={contractError(shown.name)}
          onChange={(e) => patch({ name: e.currentTarget.value })}
        />
        <Group grow align="flex-start">
          <AmountInput
            label={t('events:categoryForm.price')}
            required
            leftSection={symbol}
            value={v.price}
            error={contractError(shown.price)}
            onChange={(price) => patch({ price })}
          />
          <CountInput
            label={t('events:tickets.total')}
            required
            min={0}
            max={TICKETS_MAX}
            value={v.totalTickets}
            error={contractError(shown.totalTickets)}
            onChange={(totalTickets) => patch({ totalTickets })}
          />
          {editing && <TextInput label={t('events:tickets.sold')} value={String(sold)} readOnly />}
        </Group>
        <DatePickerInput
          type="range"
          allowSingleDateInRange
          label={t('events:categoryForm.dates')}
          required
          valueFormat={DATE_INPUT_FORMAT}
          value={[v.startDate, v.endDate]}
          error={contractError(shown.dates)}
          onChange={([a, b]) => patch({ startDate: isoOf(a), endDate: isoOf(b) })}
        />
        <Switch label={t('events:categoryForm.active')} checked={v.active} onChange={(e) => patch({ active: e.currentTarget.checked })} />
        {serverError && (
          <Text c="red.7" size="sm" role="alert">
            {serverError}
          </Text>
        )}
        <Group justify="flex-end">
          <WriteButton feature={Feature.events} loading={busy} onClick={() => void save()}>
            {editing ? t('events:categoryForm.save') : t('events:addCategory')}
          </WriteButton>
        </Group>
        {editing && <SubCategoriesEditor categoryId={v.categoryId!} subs={subs} onChanged={() => onSaved(false)} />}
      </Stack>
    </Modal>
  );
}
