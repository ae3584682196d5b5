import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { CartMessages, type CartSlot } from '../../contract/cart';
import { Feature } from '../../contract/features';
import { showToast } from '../lib/api/present-outcome';
import { cartApi } from '../lib/cart/cart-api';
import { WriteButton } from '../components/write-button';
import { WriteReason } from '../components/write-reason';

/** The start of the server's "No longer free, removed from your cart: …". */
const DROPPED = CartMessages.holdsDropped.split('{')[0];

export const ExpiredHoldTexts = {
  title: 'Hold expired',
  body: (count: number) =>
    count === 1
      ? 'Your hold on a slot ran out: other desks can book it now. Hold it again if it is still free, or remove it.'
      : `Your hold on ${count} slots ran out: other desks can book them now. Hold them again if they are still free, or remove them.`,
  holdAgain: 'Hold again',
  remove: 'Remove expired',
  removed: 'Expired slots removed from your cart',
} as const;

/**
 * Shown by the cart and the checkout the moment a hold runs out (the server is the truth: it has
 * already freed the slot for other desks). Nothing is booked until every hold is live again.
 */
export function ExpiredHolds({ expired }: { expired: CartSlot[] }) {
  const [busy, setBusy] = useState<'renew' | 'remove' | null>(null);
  if (expired.length === 0) return null;

  const renew = async () => {
    setBusy('renew');
    try {
      const outcome = await cartApi.renewHolds();
      if (!outcome.ok) showToast({ color: 'red', message: outcome.message });
      else
        showToast({
          color: outcome.message?.startsWith(DROPPED) ? 'yellow' : 'green',
          message: outcome.message ?? CartMessages.holdsRenewed,
        });
    } finally {
      setBusy(null);
    }
  };
  const remove = async () => {
    setBusy('remove');
    try {
      for (const slot of expired) await cartApi.removeSlot(slot.cartedSlotId, true);
      showToast({ color: 'green', message: ExpiredHoldTexts.removed });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Alert color="red" variant="light" icon={<IconClockExclamation size={18} />} title={ExpiredHoldTexts.title} role="alert">
      <Stack gap="xs">
        <Text size="sm">{ExpiredHoldTexts.body(expired.length)}</Text>
        <Group gap="xs">
          <WriteButton
            feature={Feature.bookingCalendar}
            size="xs"
            loading={busy === 'renew'}
            disabled={busy !== null}
            onClick={() => void renew()}
          >
            {ExpiredHoldTexts.holdAgain}
          </WriteButton>
          <WriteButton
            feature={Feature.bookingCalendar}
            size="xs"
            variant="default"
            loading={busy === 'remove'}
            disabled={busy !== null}
            onClick={() => void remove()}
          >
            {ExpiredHoldTexts.remove}
          </WriteButton>
        </Group>
        <WriteReason feature={Feature.bookingCalendar} />
      </Stack>
    </Alert>
  );
}
