import type { Slot } from '../../../../contract/availability';

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
  return { ...look, badge: waiting, title: `${look.title} — ${waiting} on the waitlist` };
}

function baseLook(slot: LookSlot): SlotLook {
  switch (slot.status) {
    case 'Book': {
      const partial = slot.available !== slot.maxSlotCount;
      const count = slot.activityType === 1 ? ` ${slot.available}/${slot.maxSlotCount}` : '';
      return {
        tone: partial ? 'partial' : 'free',
        label: `Book${count}`,
        title: partial ? `${slot.available} of ${slot.maxSlotCount} places free` : 'Free',
      };
    }
    case 'Booked': {
      const name = slot.customerName || 'Booked';
      return slot.paymentPending
        ? { tone: 'pending', label: name, title: `${name} — payment pending` }
        : { tone: 'booked', label: name, title: `${name} — paid` };
    }
    case 'Blocked': {
      // Why it is blocked, on the cell itself (issue 27 item 7): tablets have no hover for a title.
      const remark = slot.blockRemark?.trim();
      return remark
        ? { tone: 'blocked', label: remark, title: `Blocked — ${remark}`, spoken: 'Blocked: ' }
        : { tone: 'blocked', label: 'Blocked', title: 'Blocked' };
    }
    case 'Locked':
      return { tone: 'locked', label: 'Locked', title: 'Locked through a brother court' };
    case 'Booking in Progress':
      // A waitlist offer is a hold too (ADR 0080): say whom it is held for.
      return slot.offeredTo
        ? { tone: 'progress', label: `Offered to ${slot.offeredTo}`, title: `Held for ${slot.offeredTo} (waitlist offer)` }
        : { tone: 'progress', label: 'Booking in Progress', title: "Held in another desk's cart" };
    case 'Carted':
      return { tone: 'carted', label: 'Carted', title: 'In your cart' };
  }
}
