import { describe, expect, it } from 'vitest';
import { ClubNames, parsePageText, rowsOfPage, rowsOfPageText, tallyOf } from './master-rows';
import { GS, RS, US } from './page-text';
import { wallClock } from '../wall-clock';

/** A page's text as queryPage writes it: money records, then bookings, patterns, members. */
const money = (...fields: (string | number)[]) => fields.join(US);
const page = (parts: string[][]) => parts.map((records) => records.join(RS)).join(GS);

const club = ClubNames.of({
  sports: [
    [1, 'Badminton'],
    [2, 'Tennis'],
  ],
  courts: [
    [10, 'Court 2'],
    [11, 'Court 1'],
  ],
});

// [id, epoch, type, kind, target, booking, pattern, member, amount, mode, place, handler, utr, document]
const TEXT = page([
  [
    money(101, '1780000000.25', 1, 'payment', 'court', 7, '', '', 50000, 1, 'desk', 'asha', '', 'INV-1'),
    money(102, '1780000600', 1, 'refund', 'court', 8, '', '', -12050, 4, 'desk', 'ravi', '123456789012', ''),
    money(103, '1780001200', 2, 'payment', 'court', '', 3, '', 700, 2, 'online', 'web', '', ''),
    money(104, '1780001800', 4, 'payment', 'member', '', '', 5, 100000, 1, 'desk', 'asha', '', ''),
    money(105, '1780002400', 1, 'payment', 'fee', 9, '', 5, 0, 0, 'desk', 'asha', '', ''),
  ],
  [money(7, 'Anu', '9000000001', '', 1, '10,11'), money(8, 'Bo', '9000000002', 'bo@x.in', 2, '11'), money(9, '', '', '', 1, '')],
  [money(3, 'Pattern Pat', '9000000003', '', 2)],
  [money(5, 'Member Mo', '9000000005', 'mo@x.in', '')],
]);

describe('master rows from a page text', () => {
  it('rowsOfPageText gives exactly the rows of parsePageText then rowsOfPage (the worker reads the first, the console the second)', () => {
    const wall = wallClock('Asia/Kolkata');
    const fused = rowsOfPageText(TEXT, club, wall);
    expect(fused).toEqual(rowsOfPage(parsePageText(TEXT)!, club, wall));
    expect(fused!.map((r) => [r.type, r.court, r.sport, r.customerName])).toEqual([
      ['Single Booking', 'Court 1, Court 2', 'Badminton', 'Anu'],
      ['Single Booking (Refund)', 'Court 1', 'Tennis', 'Bo'],
      [expect.any(String), null, 'Tennis', 'Pattern Pat'],
      [expect.any(String), null, null, 'Member Mo'],
      ['Booking Fee', null, 'Badminton', 'Member Mo'],
    ]);
    expect(rowsOfPageText('', club, wall)).toEqual([]);
  });

  it('a separator inside a free text gives null on both roads (the page is read again as JSON)', () => {
    const odd = TEXT.replace('Member Mo', `Member${US}Mo`);
    expect(rowsOfPageText(odd, club, wallClock('Asia/Kolkata'))).toBeNull();
    expect(parsePageText(odd)).toBeNull();
  });

  it("the tally counts the page's rows, names the last and sums paid and refund in minor units", () => {
    expect(tallyOf(TEXT)).toEqual({ count: 5, last: 105, paid: 150700, refund: 12050 });
    expect(tallyOf(TEXT.replace('ravi', `ra${RS}vi`))).toBeNull();
  });
});
