import { Alert, Group, Modal, Radio, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { endpoints } from '../../../contract/endpoint-table';
import { Feature } from '../../../contract/features';
import { LIMITS } from '../../../contract/limits';
import { WriteButton } from '../../components/write-button';
import { AmountInput } from '../../components/typed-input/amount-input';
import { CountInput } from '../../components/typed-input/count-input';
import { api } from '../../lib/api/client';
import { useActivities } from '../../offline/mirror-queries';
import { addPayload, addonFormValid, updatePayload, type AddonFormValues } from './addon-form';
import { useTranslation } from 'react-i18next';

interface Props {
  initial: AddonFormValues | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add Addons / edit: rental and activity scope are locked when editing (spec 2 §4). */
export function AddonDialog({ initial, onClose, onSaved }: Props) {
  const { t } = useTranslation('addons');
  const [v, setV] = useState<AddonFormValues | null>(initial);
  const [warning, setWarning] = useState(false);
  const [busy, setBusy] = useState(false);
  const activities = useActivities() ?? [];
  useEffect(() => {
    setV(initial);
    setWarning(false);
  }, [initial]);
  if (!v) return null;
  const editing = v.extraId !== null;
  const patch = (p: Partial<AddonFormValues>) => setV({ ...v, ...p });

  const confirm = async () => {
    if (!addonFormValid(v)) {
      setWarning(true);
      return;
    }
    setBusy(true);
    const { extraId } = v;
    const outcome =
      extraId !== null
        ? await api.call(endpoints.addons.update, updatePayload({ ...v, extraId }), { present: { success: true } })
        : await api.call(endpoints.addons.configure, addPayload(v), { present: { success: true } });
    setBusy(false);
    if (outcome.ok) onSaved();
  };

  return (
    <Modal opened onClose={onClose} title={editing ? t('addons:dialog.edit') : t('addons:dialog.add')} centered>
      <Stack gap="sm">
        {warning && <Alert color="yellow">{t('addons:dialog.invalid')}</Alert>}
        <TextInput
          label={t('addons:dialog.name')}
          required
          value={v.name}
          onChange={(e) => patch({ name: e.currentTarget.value })}
          maxLength={60}
        />
        <CountInput
          label={t('addons:dialog.quantity')}
          field="Quantity"
          min={0}
          max={LIMITS.quantity}
          value={v.quantity}
          onChange={(q) => patch({ quantity: q })}
        />
        <AmountInput label={t('addons:dialog.price')} field="Price" value={v.price} onChange={(p) => patch({ price: p })} />
        <Switch
          label={t('addons:dialog.rental')}
          checked={v.isRent}
          disabled={editing}
          onChange={(e) => patch({ isRent: e.currentTarget.checked })}
        />
        <Radio.Group
          value={v.isPerActivity ? 'per' : 'all'}
          onChange={(x) => patch({ isPerActivity: x === 'per', activityId: x === 'per' ? v.activityId : null })}
        >
          <Group>
            <Radio value="per" label={t('addons:dialog.perActivity')} disabled={editing} />
            <Radio value="all" label={t('addons:dialog.allActivity')} disabled={editing} />
          </Group>
        </Radio.Group>
        {v.isPerActivity && (
          <Select
            label={t('addons:dialog.activity')}
            disabled={editing}
            data={activities.map((a) => ({ value: String(a.activityId), label: a.activityName }))}
            value={v.activityId === null ? null : String(v.activityId)}
            onChange={(x) => patch({ activityId: x === null ? null : Number(x) })}
          />
        )}
        <Switch
          label={t('addons:dialog.active')}
          checked={v.active}
          disabled={!editing}
          onChange={(e) => patch({ active: e.currentTarget.checked })}
        />
        <Group justify="flex-end">
          <WriteButton feature={Feature.addons} loading={busy} onClick={confirm}>
            {t('addons:dialog.confirm')}
          </WriteButton>
        </Group>
      </Stack>
    </Modal>
  );
}
