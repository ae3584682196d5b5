import { z } from 'zod';
import { wireAmount } from './money-input';
import { reply } from './envelope';
import { idNumber, isoDate, money, wireTime } from './booking-fields';
import { LIMITS, tooLargeMessage } from './limits';

export const CartMessages = {
  slotAdded: 'Slot added to cart',
  slotRemoved: 'Slot removed from cart',
  cartCleared: 'Cart cleared',
  extraAdded: 'Add-on added to cart',
  extraRemoved: 'Add-on removed from cart',
  mixedTypes: "Can't book different types of activities at once",
  slotUnavailable: 'This slot is no longer available',
  capacityExceeded: 'Only {available} place(s) left in this slot',
  alreadyInCart: 'This slot is already in your cart',
  cartItemNotFound: 'Cart item not found',
  cartEmpty: 'Your cart is empty',
  // Add-on rules of spec 1 §5.
  minQuantity: 'Minimum quantity must be 1',
  selectAddon: 'Select an addon first',
  valuesNotValid: 'Values are not valid',
  nameMandatory: 'name is mandatory',
  priceMandatory: 'price is mandatory',
  enterQuantity: 'Please enter quantity',
  addonNotFound: 'Add-on not found',
  /** `{max}` is the club's cartMaxSlots setting. */
  cartFull: 'A cart holds at most {max} slots. Book this cart first, or use Bulk Booking for more',
  tooManyExtras: 'A cart holds at most {max} add-ons',
  holdsRenewed: 'Slots held again',
  holdsLive: 'Your slots are still held',
  holdsDropped: 'No longer free, removed from your cart: {slots}',
  /** {hours} is the club's pastBookingLookbackHours (club settings). */
  /** POST /api/carting/customer (ADR 0075). */
  memberPrices: 'Member prices applied',
  guestPrices: 'Guest prices applied',
  invalidMobile: 'Invalid mobile number',
  pastLookback: 'This slot ended more than {hours} hours ago. Bookings can be recorded up to {hours} hours after a slot ends.',
} as const;

/** Add-on lines one cart may hold (each line has its own quantity). */
export const CART_MAX_EXTRAS = 50;

/** POST /api/carting/slot/add — count is the number of places (type 1; 1 for type 0). */
export const cartSlotAddRequest = z.object({
  activityId: idNumber,
  courtId: idNumber,
  date: isoDate,
  time: wireTime,
  count: z.coerce.number().int().min(1).max(LIMITS.count, tooLargeMessage('count', LIMITS.count)).optional(),
});
export type CartSlotAddRequest = z.infer<typeof cartSlotAddRequest>;

/** ?cartedSlotId= on POST /api/carting/slot/remove */
export const cartSlotRemoveQuery = z.object({ cartedSlotId: idNumber });
/** ?cartedExtraId= on POST /api/carting/extra/remove */
export const cartExtraRemoveQuery = z.object({ cartedExtraId: idNumber });

/**
 * POST /api/carting/extra/add — a club extra (extraId) or a custom one (name, price).
 * Quantity, price, advance and discount arrive loosely so the server can answer with the
 * spec's own messages rather than a generic schema error.
 */
export const cartExtraAddRequest = z.object({
  extraId: idNumber.nullish(),
  name: z.string().nullish(),
  price: wireAmount('Price'),
  quantity: z.union([z.number(), z.string()]).nullish(),
  advance: wireAmount('Advance'),
  discount: wireAmount('Discount'),
  mode: z.coerce.number().int().min(0).max(4).nullish(),
  useCredits: z.boolean().nullish(),
});
export type CartExtraAddRequest = z.infer<typeof cartExtraAddRequest>;

export const cartSlotSchema = z.object({
  cartedSlotId: z.number().int(),
  activityId: z.number().int(),
  activityName: z.string(),
  activityType: z.number().int(),
  courtId: z.number().int(),
  courtName: z.string(),
  courtBrothers: z.array(z.number().int()),
  slotDate: z.string(),
  slotTime: z.string(),
  endTime: z.string(),
  count: z.number().int(),
  /** Net of the volume discount, for all `count` places. */
  price: money,
  /** Before volume discounts, for all `count` places. */
  grossPrice: money,
  /** The line is charged the member price (the customer is a member at its date; ADR 0075). */
  memberRate: z.boolean().optional(),
  /** What a guest pays for the line before volume discounts (equals grossPrice when priced as a guest). */
  guestPrice: money.optional(),
  available: z.number().int(),
  blocked: z.boolean(),
  blockingId: z.number().int().nullable(),
  slotDiscount: z.record(z.string(), z.number()),
  /** ISO time the hold on this slot ends. */
  holdExpiresAt: z.string(),
  /**
   * Seconds of hold left when the server answered (0 = expired: the slot is no longer held).
   * The console counts down from its own receipt time, so a desk clock that is off does not
   * show a live hold as expired or the reverse.
   */
  holdSecondsLeft: z.number().int().min(0),
});
export type CartSlot = z.infer<typeof cartSlotSchema>;

export const cartExtraSchema = z.object({
  cartedExtraId: z.number().int(),
  extraId: z.number().int().nullable(),
  name: z.string(),
  price: money,
  quantity: z.number().int(),
  isRent: z.boolean(),
  advance: money,
  discount: money,
  mode: z.number().int(),
  useCredits: z.boolean(),
});
export type CartExtra = z.infer<typeof cartExtraSchema>;

/**
 * Cart totals:
 * - slotsGrossPrice = Σ slot grossPrice (before volume discounts)
 * - cartPrice = Σ slot price (after volume discounts) + extrasGrossPrice
 * - slotsNetPrice = Σ slot price − clubDiscount − credits (never below 0)
 * - extrasGrossPrice = Σ price × quantity; extrasNetPrice = extrasGrossPrice − Σ extra discount
 * - netPrice = cartPrice − credits − clubDiscount; the advance may reach slotsNetPrice.
 */
export const cartSchema = z.object({
  slots: z.array(cartSlotSchema),
  extras: z.array(cartExtraSchema),
  /** Activity type of the cart (null when empty). */
  cartingType: z.number().int().nullable(),
  cartPrice: money,
  slotsGrossPrice: money,
  slotsNetPrice: money,
  extrasGrossPrice: money,
  extrasNetPrice: money,
  volumeDiscount: money,
  clubDiscount: money,
  credits: money,
  netPrice: money,
  totalSlotCount: z.number().int(),
  customerAvailableCredits: money,
  /** Mobile the credits were redeemed for (null when none). */
  creditsMobile: z.string().nullable(),
  /** The lines are priced for a member (POST /api/carting/customer named one). */
  memberPricing: z.boolean().optional(),
  /**
   * GST the checkout adds on top when the club's prices exclude tax (ADR 0082): the court line's
   * rate and each add-on line's (basis points, in the order of `extras`), and whether the supply is
   * inter-state. Absent when prices include tax. The amounts follow contract/gst-amounts taxOnTop.
   */
  /** The club is GST-registered: checkout offers the customer GSTIN (B2B) for the invoice. */
  gstRegistered: z.boolean().optional(),
  gstOnTop: z.object({ courtRateBp: z.number().int(), extrasRateBp: z.array(z.number().int()), interState: z.boolean() }).optional(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartReply = reply({ cart: cartSchema.optional() });

/**
 * POST /api/carting/customer: the desk names the customer (or clears it with a blank mobile);
 * the cart's lines are priced at member prices where the customer is a member at their dates.
 */
export const cartCustomerRequest = z.object({
  mobile: z.string().max(30, 'Mobile number is too long'),
  countryCode: z.string().max(6).nullish(),
});
export type CartReply = z.infer<typeof cartReply>;

/** The cart's totals: everything of cartSchema but its lines. */
export const cartTotalsSchema = cartSchema.omit({ slots: true, extras: true });
export type CartTotals = z.infer<typeof cartTotalsSchema>;

/**
 * What one slot add changed, instead of the whole cart (issue 7): the new line and where it
 * sits, lines that left (an expired hold taken again), lines whose price moved (volume discounts
 * count the whole cart), and the new totals. Applied with applyCartChange (contract/cart-change.ts).
 */
export const cartChangeSchema = z.object({
  added: cartSlotSchema,
  /** Index of the added line in the cart's slot list after the change. */
  at: z.number().int().min(0),
  removedIds: z.array(z.number().int()),
  repriced: z.array(z.object({ cartedSlotId: z.number().int(), price: money, grossPrice: money })),
  totals: cartTotalsSchema,
});
export type CartChange = z.infer<typeof cartChangeSchema>;
export const cartAddReply = reply({ change: cartChangeSchema.optional() });
export type CartAddReply = z.infer<typeof cartAddReply>;

/** GET /api/extras?activityId= and GET /api/club/extras */
export const extrasQuery = z.object({ activityId: idNumber });
export const clubExtraSchema = z.object({
  extraId: z.number().int(),
  name: z.string(),
  price: money,
  isRent: z.boolean(),
  quantity: z.number().int(),
  activityId: z.number().int().nullable(),
});
export type ClubExtra = z.infer<typeof clubExtraSchema>;
export const extrasReply = reply({ extras: z.array(clubExtraSchema).optional() });
