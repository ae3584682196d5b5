import type { Slot } from '../../../../contract/availability';
import { i18n } from '../../../lib/i18n/i18n';
import { filledWord, fixedWord } from '../../../lib/i18n/fixed-words';
import { formatMoney } from '../../../lib/money';
import { slotLook, type SlotLook } from './slot-look';

type NamedSlot = Pick<
  Slot,
  | 'status'
  | 'available'
  | 'maxSlotCount'
  | 'customerName'
  | 'paymentPending'
  | 'activityType'
  | 'courtName'
  | 'slotTime'
  | 'endTime'
  | 'price'
> &
  Partial<Pick<Slot, 'blockRemark' | 'offeredTo' | 'waiting'>>;

const hm = (time: string) => time.slice(0, 5);

/** The status in words, holding the cell's visible text (WCAG 2.5.3: a speech user says what they see). */
function statusWords(slot: NamedSlot, look: SlotLook): string {
  switch (slot.status) {
    case 'Book':
      return look.tone === 'partial' || slot.activityType === 1
        ? filledWord('calendar:name.withTitle', { label: look.label, title: look.title.toLowerCase() })
        : fixedWord('calendar:name.available');
    case 'Booked':
      return filledWord(slot.paymentPending ? 'calendar:name.bookedPending' : 'calendar:name.bookedPaid', { name: look.label });
    case 'Blocked':
      return look.label === fixedWord('calendar:look.blocked')
        ? fixedWord('calendar:name.blocked')
        : filledWord('calendar:name.blockedBy', { remark: look.label });
    case 'Locked':
      return fixedWord('calendar:name.locked');
    case 'Booking in Progress':
      return slot.offeredTo ? filledWord('calendar:name.offered', { label: look.label }) : fixedWord('calendar:name.inProgress');
    case 'Carted':
      return fixedWord('calendar:name.carted');
  }
}

/**
 * What a screen reader says for a cell: court, time, status, price, e.g.
 * "Court 3, 18:00–18:30, Available to book, ₹600". The price is said where the slot can be bought
 * (free, partly free, in the cart); a taken slot's price is the booking's business (its details).
 * `look` is the cell's own (passed so a drawn cell works its look out once).
 */
export function slotName(slot: NamedSlot, symbol: string, ended = false, look: SlotLook = slotLook(slot)): string {
  const parts = [slot.courtName, `${hm(slot.slotTime)}–${hm(slot.endTime)}`, statusWords(slot, look)];
  if (slot.status === 'Book' || slot.status === 'Carted') parts.push(formatMoney(slot.price, symbol));
  const waiting = slot.waiting ?? 0;
  if (waiting > 0 && slot.status !== 'Book') parts.push(i18n.t('calendar:name.waiting', { count: waiting }));
  if (ended) parts.push(fixedWord('calendar:name.ended'));
  return parts.join(', ');
}
