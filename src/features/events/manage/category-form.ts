import { EventMessages, type EventCategory } from '../../../../contract/events';

export interface CategoryFormValues {
  /** null = a new category. */
  categoryId: number | null;
  name: string;
  price: string | number;
  totalTickets: string | number;
  startDate: string | null;
  endDate: string | null;
  active: boolean;
}

export const emptyCategory = (): CategoryFormValues => ({
  categoryId: null,
  name: '',
  price: '',
  totalTickets: '',
  startDate: null,
  endDate: null,
  active: true,
});

export function categoryFormOf(c: EventCategory): CategoryFormValues {
  return {
    categoryId: c.id,
    name: c.name,
    price: c.price,
    totalTickets: c.totalTickets,
    startDate: c.startDate,
    endDate: c.endDate,
    active: c.active,
  };
}

/** Most tickets a category may hold: a typo guard (a stadium is well below it), never a clamp. */
export const TICKETS_MAX = 1_000_000;

const numberOf = (v: string | number) => (v === '' ? NaN : Number(v));

/** The server's rules, checked before sending so the message sits beside the field. */
export function categoryFormErrors(v: CategoryFormValues, sold = 0): Partial<Record<'name' | 'price' | 'totalTickets' | 'dates', string>> {
  const errors: Partial<Record<'name' | 'price' | 'totalTickets' | 'dates', string>> = {};
  if (!v.name.trim()) errors.name = EventMessages.nameRequired;
  const price = numberOf(v.price);
  if (!Number.isFinite(price) || price < 0) errors.price = EventMessages.invalidPrice;
  const total = numberOf(v.totalTickets);
  if (!Number.isInteger(total) || total < 0) errors.totalTickets = EventMessages.invalidTickets;
  else if (total < sold) errors.totalTickets = EventMessages.ticketsBelowSold.replace('{sold}', String(sold));
  if (!v.startDate || !v.endDate || v.endDate < v.startDate) errors.dates = EventMessages.invalidDates;
  return errors;
}

/** The fields of a create or an update, once categoryFormErrors has passed them (both dates chosen). */
export function categoryPayload(v: CategoryFormValues & { startDate: string; endDate: string }) {
  return {
    name: v.name.trim(),
    price: Number(v.price),
    totalTickets: Number(v.totalTickets),
    startDate: v.startDate,
    endDate: v.endDate,
    active: v.active,
  };
}
