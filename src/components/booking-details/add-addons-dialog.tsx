import { Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Feature } from '../../../contract/features';
import { extrasReply, type ClubExtra } from '../../../contract/cart';
import { api } from '../../lib/api/client';
import { ActionDialog } from './action-dialog';
import { ModePicker } from './mode-picker';
import { bookingWrite, newKey } from './booking-api';

const CUSTOM = 'custom';
const num = (v: string | number) => (v === '' ? null : Number(v));

interface AddAddonsProps {
  activityId: number;
  /** Where the lines go: a booking (/booking/extra/update) or a pattern booking (/booking/pattern/extra/update). */
  target: { bookingId: number } | { patternBookingId: number };
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** Add Addons: a club add-on of the activity or a custom one, with discount and advance. */
export function AddAddonsDialog({ activityId, target, opened, onClose, onDone }: AddAddonsProps) {
  const [extras, setExtras] = useState<ClubExtra[]>([]);
  const [choice, setChoice] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [price, setPrice] = useState<string | number>('');
  const [quantity, setQuantity] = useState<string | number>(1);
  const [discount, setDiscount] = useState<string | number>('');
  const [advance, setAdvance] = useState<string | number>('');
  const [mode, setMode] = useState(1);
  const [key, setKey] = useState(newKey);
  useEffect(() => {
    if (!opened) return;
    void api.get('/extras', { activityId }, { schema: extrasReply }).then((o) => o.ok && setExtras(o.data.extras ?? []));
  }, [opened, activityId]);
  const custom = choice === CUSTOM;
  const paying = (num(advance) ?? 0) > 0;
  const extra = custom
    ? { name, price: num(price), quantity: num(quantity), discount: num(discount), advance: num(advance), mode: paying ? mode : 0 }
    : { extraId: choice ? Number(choice) : null, quantity: num(quantity), discount: num(discount), advance: num(advance), mode: paying ? mode : 0 };
  return (
    <ActionDialog
      title="Add Addons"
      opened={opened}
      onClose={onClose}
      onDone={() => {
        setKey(newKey());
        onDone();
      }}
      onSubmit={() => bookingWrite('bookingId' in target ? '/booking/extra/update' : '/booking/pattern/extra/update', { ...target, extras: [extra] }, key)}
      submitLabel="Add"
      feature={Feature.bookingPayments}
    >
      <Select
        label="Add-on"
        placeholder="Select an addon"
        data={[...extras.map((e) => ({ value: String(e.extraId), label: `${e.name} (${e.price})` })), { value: CUSTOM, label: 'Custom add-on' }]}
        value={choice}
        onChange={setChoice}
      />
      {custom && (
        <Group grow>
          <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <NumberInput label="Price" value={price} onChange={setPrice} min={0} decimalScale={2} hideControls />
        </Group>
      )}
      <Group grow>
        <NumberInput label="Quantity" value={quantity} onChange={setQuantity} min={1} allowDecimal={false} />
        <NumberInput label="Discount" value={discount} onChange={setDiscount} min={0} decimalScale={2} hideControls />
        <NumberInput label="Advance" value={advance} onChange={setAdvance} min={0} decimalScale={2} hideControls />
      </Group>
      {paying && <ModePicker value={mode} onChange={setMode} />}
    </ActionDialog>
  );
}
