/**
 * The bench's price list. The same figures feed the pricing tables (so availability prices
 * slots through every path of the engine) and the SQL that fills historical bookings' gross.
 */

export const PEAK_FROM_HOUR = 17;
export const PEAK_FACTOR = 1.5;
export const WEEKEND_FACTOR = 1.25;
export const PREMIUM_FACTOR = 1.25;
export const SPECIAL_FACTOR = 1.1;
/** Special period: days after the build day (a festival fortnight in the near future). */
export const SPECIAL_FROM_DAY = 20;
export const SPECIAL_TO_DAY = 29;
export const VOLUME_DISCOUNT = { '3': 5, '6': 10 };

export interface RuleSpec {
  priceType: 'regular' | 'holiday' | 'special';
  startDay: number;
  endDay: number;
  special: boolean;
  /** [off-peak, peak] price per hour, minor units. */
  prices: [number, number];
  discount: Record<string, number>;
}

/** Rules of one price class whose weekday off-peak hour costs `hourly`. */
export function rulesFor(hourly: number): RuleSpec[] {
  const pair = (f: number): [number, number] => [Math.round(hourly * f), Math.round(hourly * f * PEAK_FACTOR)];
  return [
    { priceType: 'regular', startDay: 0, endDay: 4, special: false, prices: pair(1), discount: VOLUME_DISCOUNT },
    { priceType: 'regular', startDay: 5, endDay: 6, special: false, prices: pair(WEEKEND_FACTOR), discount: {} },
    { priceType: 'holiday', startDay: 7, endDay: 7, special: false, prices: pair(WEEKEND_FACTOR), discount: {} },
    { priceType: 'special', startDay: 0, endDay: 6, special: true, prices: pair(SPECIAL_FACTOR), discount: {} },
  ];
}

/**
 * SQL for the price of one slot of a generated booking (columns of bench_plan: hourly, day,
 * h, sm, off, is_holiday). Mirrors rulesFor: special period, then holiday, then weekday/weekend.
 */
export const SLOT_PRICE_SQL = `round(hourly
  * (CASE WHEN h >= ${PEAK_FROM_HOUR} THEN ${PEAK_FACTOR} ELSE 1 END)
  * (CASE WHEN off BETWEEN ${SPECIAL_FROM_DAY} AND ${SPECIAL_TO_DAY} THEN ${SPECIAL_FACTOR}
          WHEN is_holiday OR extract(isodow FROM day) >= 6 THEN ${WEEKEND_FACTOR}
          ELSE 1 END)
  * sm / 60.0)::int`;
