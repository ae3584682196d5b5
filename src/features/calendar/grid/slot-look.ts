import type { Slot } from '../../../../contract/availability';

/** Visual tone of a cell: the colours of spec 1 §4. */
export type SlotTone = 'free' | 'partial' | 'booked' | 'pending' | 'blocked' | 'locked' | 'progress' | 'carted';

export interface SlotLook {
  tone: SlotTone;
  label: string;
  /** Tooltip text: the full story of the cell. */
  title: string;
}

type LookSlot = Pick<Slot, 'status' | 'available' | 'maxSlotCount' | 'customerName' | 'paymentPending' | 'activityType'>;

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
    case 'Blocked':
      return { tone: 'blocked', label: 'Blocked', title: 'Blocked' };
    case 'Locked':
      return { tone: 'locked', label: 'Locked', title: 'Locked through a brother court' };
    case 'Booking in Progress':
      return { tone: 'progress', label: 'Booking in Progress', title: "Held in another desk's cart" };
    case 'Carted':
      return { tone: 'carted', label: 'Carted', title: 'In your cart' };
  }
}
