import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Feature } from '../../../../contract/features';
import type { Slot } from '../../../../contract/availability';
import { WriteButton } from '../../../components/write-button';
import { unblockSlots } from '../../../lib/pattern/pattern-api';
import { resyncCalendar } from '../../../offline/calendar-days';

/** The Blocked slot's popover action (spec 1 §2, §4): lifts the block from this one slot. */
export function UnblockSlotButton({ slot }: { slot: Slot }) {
  const { t } = useTranslation('calendar');
  const [busy, setBusy] = useState(false);
  const unblock = async () => {
    setBusy(true);
    const outcome = await unblockSlots(slot.blockingId, [
      { slotDate: slot.slotDate, slotTime: slot.slotTime, courtId: slot.courtId, activityId: slot.activityId },
    ]);
    setBusy(false);
    if (outcome.ok) void resyncCalendar();
  };
  return (
    <WriteButton
      feature={Feature.blockSlots}
      size="xs"
      color="red"
      variant="light"
      loading={busy}
      onClick={() => void unblock()}
      inlineReason
    >
      {t('calendar:panel.unblock')}
    </WriteButton>
  );
}
