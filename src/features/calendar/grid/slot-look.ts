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
}

type LookSlot = Pick<Slot, 'status' | 'available' | 'maxSlotCount' | 'customerName' | 'paymentPending' | 'activityType'> &
  Partial<Pick<Slot, 'blockRemark'>>;

export function slotLook(slot: LookSlot): SlotLook {
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
      return { tone: 'progress', label: 'Booking in Progress', title: "Held in another desk's cart" };
    case 'Carted':
      return { tone: 'carted', label: 'Carted', title: 'In your cart' };
  }
}
