import type { Slot } from '../../../../contract/availability';
import { i18n } from '../../../lib/i18n/i18n';
import { fixedWord } from '../../../lib/i18n/fixed-words';

/** Visual tone of a cell: the colours of spec 1 §4. */
export type SlotTone = 'free' | 'partial' | 'booked' | 'pending' | 'blocked' | 'locked' | 'progress' | 'carted';

export interface SlotLook {
  tone: SlotTone;
  label: string;
  /** Tooltip text: the full story of the cell. */
  title: string;
  /** Read before the label by a screen reader only, when the label alone would not say the status. */
  spoken?: string;
  /** A small count in the cell's corner: how many wait for the slot (ADR 0080; "waiting" is spoken). */
  badge?: number;
}

type LookSlot = Pick<Slot, 'status' | 'available' | 'maxSlotCount' | 'customerName' | 'paymentPending' | 'activityType'> &
  Partial<Pick<Slot, 'blockRemark' | 'offeredTo' | 'waiting'>>;

/** How many wait for a taken slot: a count in its corner; the tooltip says it in words. */
export function slotLook(slot: LookSlot): SlotLook {
  const look = baseLook(slot);
  const waiting = slot.waiting ?? 0;
  if (waiting === 0 || slot.status === 'Book') return look;
  return { ...look, badge: waiting, title: i18n.t('calendar:look.onWaitlist', { title: look.title, n: waiting }) };
}

function baseLook(slot: LookSlot): SlotLook {
  switch (slot.status) {
    case 'Book': {
      const partial = slot.available !== slot.maxSlotCount;
      const places = { available: slot.available, max: slot.maxSlotCount };
      return {
        tone: partial ? 'partial' : 'free',
        label: slot.activityType === 1 ? i18n.t('calendar:look.bookCount', places) : fixedWord('calendar:look.book'),
        title: partial ? i18n.t('calendar:look.placesFree', places) : fixedWord('calendar:look.free'),
      };
    }
    case 'Booked': {
      const name = slot.customerName || fixedWord('calendar:look.booked');
      return slot.paymentPending
        ? { tone: 'pending', label: name, title: i18n.t('calendar:look.pendingTitle', { name }) }
        : { tone: 'booked', label: name, title: i18n.t('calendar:look.paidTitle', { name }) };
    }
    case 'Blocked': {
      // Why it is blocked, on the cell itself (issue 27 item 7): tablets have no hover for a title.
      const remark = slot.blockRemark?.trim();
      return remark
        ? {
            tone: 'blocked',
            label: remark,
            title: i18n.t('calendar:look.blockedTitle', { remark }),
            spoken: fixedWord('calendar:look.blockedSpoken'),
          }
        : { tone: 'blocked', label: fixedWord('calendar:look.blocked'), title: fixedWord('calendar:look.blocked') };
    }
    case 'Locked':
      return { tone: 'locked', label: fixedWord('calendar:look.locked'), title: fixedWord('calendar:look.lockedTitle') };
    case 'Booking in Progress':
      // A waitlist offer is a hold too (ADR 0080): say whom it is held for.
      return slot.offeredTo
        ? {
            tone: 'progress',
            label: i18n.t('calendar:look.offeredTo', { name: slot.offeredTo }),
            title: i18n.t('calendar:look.heldFor', { name: slot.offeredTo }),
          }
        : { tone: 'progress', label: fixedWord('calendar:look.inProgress'), title: fixedWord('calendar:look.heldElsewhere') };
    case 'Carted':
      return { tone: 'carted', label: fixedWord('calendar:look.carted'), title: fixedWord('calendar:look.inCart') };
  }
}
