import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartMessages, type CartSlot } from '../../contract/cart';
import { Feature } from '../../contract/features';
import { showToast } from '../lib/api/present-outcome';
import { i18n } from '../lib/i18n/i18n';
import { contractWords } from '../lib/i18n/contract-words';
import { cartApi } from '../lib/cart/cart-api';
import { WriteButton } from '../components/write-button';
import { WriteReason } from '../components/write-reason';

/** The start of the server's "No longer free, removed from your cart: …". */
const DROPPED = CartMessages.holdsDropped.split('{')[0];

/** The expired holds' words, in the language on screen. */
export const ExpiredHoldTexts = {
  get title() {
    return i18n.t('holds:expired.title');
  },
  body: (count: number) => i18n.t('holds:expired.body', { count }),
  get holdAgain() {
    return i18n.t('holds:expired.holdAgain');
  },
  get remove() {
    return i18n.t('holds:expired.remove');
  },
  get removed() {
    return i18n.t('holds:expired.removed');
  },
};

/**
 * Shown by the cart and the checkout the moment a hold runs out (the server is the truth: it has
 * already freed the slot for other desks). Nothing is booked until every hold is live again.
 */
export function ExpiredHolds({ expired }: { expired: CartSlot[] }) {
  // Loads the holds' words (checkout and the calendar show this alike) before the texts below are read.
  useTranslation('holds');
  const [busy, setBusy] = useState<'renew' | 'remove' | null>(null);
  if (expired.length === 0) return null;

  const renew = async () => {
    setBusy('renew');
    try {
      const outcome = await cartApi.renewHolds();
      if (!outcome.ok) showToast({ color: 'red', message: outcome.message });
      else
        showToast({
          // The reply's English (the cart keeps the server's text) tells which; shown in the language on screen.
          color: outcome.message?.startsWith(DROPPED) ? 'yellow' : 'green',
          message: contractWords(outcome.message ?? CartMessages.holdsRenewed),
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
