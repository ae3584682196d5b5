import type { AvailabilityReply } from '../../../contract/availability';

/**
 * A synthetic lean availability day (contract/availability.ts) of `courts` courts open all day in
 * 15-minute slots (96 a court): about 70 % booked, some blocked, some held, the rest free.
 * `version` changes a handful of cells, as a live change would.
 */
export function wideDay(activityId: number, date: string, courts: number, version: number): AvailabilityReply {
  const bookings: Record<string, [string, number]> = {};
  const list = Array.from({ length: courts }, (_, c) => {
    let status = '';
    const refs: number[] = [];
    for (let i = 0; i < 96; i++) {
      const roll = (c * 7919 + i * 104_729) % 100;
      const changed = version > 1 && c % 10 === 3 && i === 40;
      let code = roll < 70 ? 'B' : roll < 73 ? 'X' : roll < 75 ? 'P' : 'o';
      if (changed) code = code === 'B' ? 'o' : 'B';
      status += code;
      if (code === 'B') {
        // A booking covers two 15-minute slots: one customer per half hour.
        const id = 100_000 + c * 100 + Math.floor(i / 2) + (changed ? 50_000 : 0);
        refs.push(id);
        bookings[String(id)] = [`Player ${id % 997}`, id % 3 === 0 ? 1 : 0];
      } else if (code === 'X') refs.push(9);
    }
    return {
      courtId: 10_000 + c,
      courtName: `Court ${c + 1}`,
      openTime: '00:00:00',
      closeTime: '00:00:00',
      courtBrothers: [],
      courtInfo: null,
      courtOffset: c,
      courtPriceClass: null,
      peoplePerCourt: 4,
      slotDuration: 15,
      status,
      prices: [0, 68, 1, 28],
      refs,
    };
  });
  return {
    requestStatus: 1,
    activityId,
    activityType: 0,
    maxSlotCount: 1,
    date,
    prices: [
      { price: 100, grossPrice: 100, slotDiscount: { 3: 5 } },
      { price: 150, grossPrice: 150, slotDiscount: { 3: 5 } },
    ],
    bookings,
    courts: list,
  };
}
