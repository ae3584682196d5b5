import type { ConfigExtra } from '../../../contract/addons';

export interface AddonFormValues {
  extraId: number | null;
  name: string;
  quantity: string | number;
  price: string | number;
  isRent: boolean;
  isPerActivity: boolean;
  activityId: number | null;
  active: boolean;
}

export const EMPTY_ADDON: AddonFormValues = {
  extraId: null,
  name: '',
  quantity: '',
  price: '',
  isRent: false,
  isPerActivity: false,
  activityId: null,
  active: true,
};

export function formOf(e: ConfigExtra): AddonFormValues {
  return {
    extraId: e.extraId,
    name: e.name,
    quantity: e.quantity,
    price: e.price,
    isRent: e.isRent,
    isPerActivity: e.isPerActivity,
    activityId: e.activityId,
    active: e.isActive,
  };
}

/** Spec 2 §5: a non-numeric quantity or price is sent as 0. */
const num = (v: string | number) => (v === '' || Number.isNaN(Number(v)) ? 0 : Number(v));

const refused = (v: string | number) => typeof v === 'number' && Number.isNaN(v);

/** Name non-empty, quantity and price 0 or more, an activity when per-activity. */
export function addonFormValid(v: AddonFormValues): boolean {
  if (!v.name.trim()) return false;
  // Text the field refused ("abc", "-5", "2.5" as a quantity) blocks the save; never sent as 0 (issue 24).
  if (refused(v.quantity) || refused(v.price)) return false;
  if (num(v.quantity) < 0 || !Number.isInteger(num(v.quantity)) || num(v.price) < 0) return false;
  return !(v.extraId === null && v.isPerActivity && v.activityId === null);
}

export function addPayload(v: AddonFormValues) {
  return {
    name: v.name.trim(),
    quantity: num(v.quantity),
    price: num(v.price),
    isRent: v.isRent,
    isPerActivity: v.isPerActivity,
    activityId: v.isPerActivity ? v.activityId : null,
  };
}

/** An existing add-on's edit: only sent for a row that has an id. */
export function updatePayload(v: AddonFormValues & { extraId: number }) {
  return { extraId: v.extraId, name: v.name.trim(), quantity: num(v.quantity), price: num(v.price), active: v.active };
}
